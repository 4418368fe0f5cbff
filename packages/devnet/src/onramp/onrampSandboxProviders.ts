/** The two local on-ramp providers: names of our own, standing in for Meld and Coinbase Onramp. */
export type OnrampSandboxProviderId = 'mellow' | 'coinbarn'

export type OnrampSandboxProvider = {
  readonly id: OnrampSandboxProviderId
  readonly name: string
  /** The provider's fee, in basis points of the fiat amount (1–2 %). */
  readonly feeBps: number
  /** Smallest and largest purchase, in whole units of each fiat currency. */
  readonly limits: Readonly<Record<OnrampFiatCurrency, { readonly min: number; readonly max: number }>>
  /** The documented port `pnpm lab` gives it. */
  readonly defaultPort: number
}

export type OnrampFiatCurrency = 'USD' | 'EUR' | 'GBP'

/** USD per unit of each fiat currency, in millionths. */
export const ONRAMP_FIAT_USD_RATES: Readonly<Record<OnrampFiatCurrency, bigint>> = {
  USD: 1_000_000n,
  EUR: 1_080_000n,
  GBP: 1_270_000n,
}

/** The native assets the sandboxes sell, with their fixed prices in US cents. */
export const ONRAMP_SANDBOX_ASSETS = {
  ETH: { namespace: 'eip155', decimals: 18, priceUsdCents: 250_000n },
  SOL: { namespace: 'solana', decimals: 9, priceUsdCents: 15_000n },
} as const

export type OnrampSandboxAsset = keyof typeof ONRAMP_SANDBOX_ASSETS

export const onrampSandboxProviders: Readonly<Record<OnrampSandboxProviderId, OnrampSandboxProvider>> = {
  mellow: {
    id: 'mellow',
    name: 'Mellow Ramp',
    feeBps: 120,
    limits: { USD: { min: 20, max: 10_000 }, EUR: { min: 20, max: 9_000 }, GBP: { min: 20, max: 8_000 } },
    defaultPort: 4430,
  },
  coinbarn: {
    id: 'coinbarn',
    name: 'Coinbarn',
    feeBps: 190,
    limits: { USD: { min: 5, max: 2_500 }, EUR: { min: 5, max: 2_500 }, GBP: { min: 5, max: 2_000 } },
    defaultPort: 4431,
  },
}

/** Test cards: one succeeds, one is declined, one stays pending and then succeeds. */
export const ONRAMP_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  pending: '4000000000003063',
} as const
