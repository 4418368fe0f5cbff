/** One namespace of the WalletConnect test wallet: what it offers in a session and how it answers requests. */
export interface NamespaceSigner {
  /** CAIP-2 chains the wallet knows in this namespace. */
  readonly chains: readonly string[]
  /** The CAIP-10 accounts on `chainId` (the same key on every chain of the namespace). */
  accountsOn(chainId: string): string[]
  readonly methods: readonly string[]
  readonly events: readonly string[]
  /** Signs or sends; throws a `WalletRpcError` for bad params or an unknown method. */
  handle(request: { chainId: string; method: string; params: unknown }): Promise<unknown>
}
