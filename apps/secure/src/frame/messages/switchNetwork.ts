import type { FrameContext } from '../FrameContext.js'

/** SWITCH_NETWORK: the widget's network, and the RPC URL it named for it (where that network's sends go). */
export async function switchNetwork(
  { state }: Pick<FrameContext, 'state'>,
  { chainId, rpcUrl }: { chainId: string; rpcUrl?: string },
) {
  state.chainId = chainId
  if (rpcUrl) state.rpcUrls.set(chainId, rpcUrl)
  return { chainId: state.chainId }
}
