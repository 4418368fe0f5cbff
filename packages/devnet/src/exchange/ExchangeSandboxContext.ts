import type { Address } from 'viem'
import type { ExchangeSandboxPayment } from './ExchangeSandboxPayment.js'

/** An asset the exchange pays with on its chain. */
export type ExchangeSandboxAsset = {
  /** `native` or the token contract's address. */
  readonly asset: 'native' | Address
  readonly symbol: string
  readonly decimals: number
}

/** What the sandbox's handlers share. */
export type ExchangeSandboxContext = {
  readonly name: string
  /** CAIP-2 of the chain it pays on. */
  readonly network: string
  readonly assets: readonly ExchangeSandboxAsset[]
  readonly urlSigningSecret: string
  /** Signs the logged-in step of the page (random per start). */
  readonly sessionSecret: string
  readonly payments: Map<string, ExchangeSandboxPayment>
  send(asset: string, recipient: Address, amount: bigint): Promise<string>
  track(task: Promise<unknown>): void
  newPaymentId(): string
}
