/** Whether the project's `multiWallet` remote feature is on (spec §6; off by default, spec §9). A snapshot will do. */
export function isMultiWalletEnabled(state: {
  readonly remoteFeatures: { readonly multiWallet: boolean } | undefined
}): boolean {
  return state.remoteFeatures?.multiWallet === true
}
