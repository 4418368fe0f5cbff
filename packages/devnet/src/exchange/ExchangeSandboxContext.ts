import type { ExchangeSandboxPayment } from './ExchangeSandboxPayment.js'

/** An asset the exchange pays with, on one of its chains. */
export type ExchangeSandboxAsset = {
  /** CAIP-2 of the chain it is paid on. */
  readonly network: string
  /** `native`, the token contract's address (EVM) or the SPL mint (Solana). */
  readonly asset: string
  readonly symbol: string
  readonly decimals: number
}

/** What the sandbox's handlers share. */
export type ExchangeSandboxContext = {
  readonly name: string
  readonly assets: readonly ExchangeSandboxAsset[]
  readonly urlSigningSecret: string
  /** Signs the logged-in step of the page (random per start). */
  readonly sessionSecret: string
  readonly payments: Map<string, ExchangeSandboxPayment>
  /** Pays from the hot wallet of `network`: resolves with the transaction's hash (signature) once confirmed. */
  send(network: string, asset: string, recipient: string, amount: bigint): Promise<string>
  track(task: Promise<unknown>): void
  newPaymentId(): string
}
