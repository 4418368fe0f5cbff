import { sdkQuery } from '@portico/cloud-contract'
import { z } from 'zod'
import { ONRAMP_PROVIDERS } from './OnrampConfig.js'

/** A fiat amount: a decimal number with at most two decimals, above 0. */
export const fiatAmountSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/, 'fiatAmount is a decimal number with at most two decimals')
  .refine((value) => Number(value) > 0, 'fiatAmount is above 0')
export const fiatCurrencySchema = z.string().regex(/^[A-Z]{3}$/, 'fiatCurrency is an ISO 4217 code, like USD')
export const onrampAssetSchema = z.string().regex(/^[A-Z0-9]{1,12}$/, 'asset is a symbol, like ETH')
/** A CAIP-2 network of the namespaces the on-ramp serves (eip155 and solana). */
export const onrampNetworkSchema = z
  .string()
  .regex(
    /^(eip155:[0-9]{1,20}|solana:[1-9A-HJ-NP-Za-km-z]{32})$/,
    'network is CAIP-2, eip155:<id> or solana:<id>',
  )
/** An EVM (0x + 40 hex) or Solana (base58, 32–44 characters) address; which one the network decides. */
export const onrampAddressSchema = z
  .string()
  .regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'address is an EVM or Solana address')
export const onrampProviderSchema = z.enum(ONRAMP_PROVIDERS)

export const onrampOptionsQuery = z.looseObject({ ...sdkQuery })
export const onrampQuoteQuery = z.looseObject({
  ...sdkQuery,
  fiatAmount: fiatAmountSchema,
  fiatCurrency: fiatCurrencySchema,
  asset: onrampAssetSchema,
  network: onrampNetworkSchema,
})
export const onrampUrlBody = z
  .strictObject({
    provider: onrampProviderSchema,
    fiatAmount: fiatAmountSchema,
    fiatCurrency: fiatCurrencySchema,
    asset: onrampAssetSchema,
    network: onrampNetworkSchema,
    address: onrampAddressSchema,
    redirectUrl: z.url({ protocol: /^https?$/ }).max(2048),
  })
  .refine(
    ({ network, address }) => network.startsWith('eip155:') === address.startsWith('0x'),
    'address is not one of the network',
  )
export const onrampPurchaseParams = z
  .string()
  .regex(/^onr_[0-9a-f]{32}$/, 'a purchase id is onr_ and 32 hex characters')
