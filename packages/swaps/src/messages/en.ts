/**
 * Swaps' English texts: the fallback of every locale, loaded with the modal's code. Keys are flat and view-scoped,
 * `{name}` is filled from the values given to `t`.
 */
export const en = {
  'swap.title': 'Swap',
  'swap.previewTitle': 'Review swap',
  'swap.selectToken': 'Select token',
  'swap.error.swapsDisabled': 'Swaps are not enabled for this project',
  'swap.error.noRoute': 'No swap route between these tokens',
  'swap.error.providerError': 'The swap service failed: try again',
  'swap.error.providerTimeout': 'The swap service did not answer in time: try again',
  'swap.error.noCloud': 'Swaps need Portico Cloud',
  'swap.error.unsupportedChain': 'Unsupported chain',
  'swap.error.invalidAmount': 'Enter a valid amount',
  'swap.error.insufficientBalance': 'Insufficient balance',
  'swap.error.quoteStale': 'The price changed: check the new quote',
  'swap.error.approvalReverted': 'The approval failed on the network',
  'swap.error.swapReverted':
    'The swap reverted on the network (the price moved past your slippage): only the network fee was spent',
  'swap.error.userRejected': 'User rejected the request',
  'swap.error.unknown': 'Something went wrong',
} as const
