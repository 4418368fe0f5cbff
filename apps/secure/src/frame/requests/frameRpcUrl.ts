import { FrameRpcError } from '../../rpc/FrameRpcError.js'
import type { FrameContext } from '../FrameContext.js'

/** Where a request for `caip` reads and sends: the URL the widget named, else the cloud's proxy; refused if not allowed. */
export function frameRpcUrl(
  { rpcPolicy, state }: Pick<FrameContext, 'rpcPolicy' | 'state'>,
  caip: string,
  named?: string,
): string | undefined {
  const url = named ?? state.rpcUrls.get(caip) ?? rpcPolicy.proxyFor(caip)
  if (url && !rpcPolicy.isAllowed(url))
    throw new FrameRpcError('This RPC URL is not allowed', 'rpc_url_not_allowed')
  return url
}
