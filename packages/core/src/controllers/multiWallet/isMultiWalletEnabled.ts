/** Whether the project's `multiWallet` remote feature is on (docs/behaviour.md#permissions; off by default, docs/behaviour.md#limits). A snapshot will do. */
export function isMultiWalletEnabled(state: {
  readonly remoteFeatures: { readonly multiWallet: boolean } | undefined
}): boolean {
  return state.remoteFeatures?.multiWallet === true
}
