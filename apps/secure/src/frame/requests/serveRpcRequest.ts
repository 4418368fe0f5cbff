import { withWalletKeys } from '../../custody/withWalletKeys.js'
import { reviewRpcRequest } from '../../rpc/reviewRpcRequest.js'
import { signRpcRequest } from '../../rpc/signRpcRequest.js'
import { readDeviceShare } from '../login/readDeviceShare.js'
import { readSession } from '../login/readSession.js'
import { askApproval } from './askApproval.js'
import type { FrameRequestContext } from './FrameRequestContext.js'
import type { FrameRpcRequest } from './FrameRpcRequest.js'
import { frameRpcUrl } from './frameRpcUrl.js'
import { serveFrameEvmRequest } from './serveFrameEvmRequest.js'

/** Read-only methods answered without approval. */
const SAFE_METHODS = new Set(['eth_accounts', 'eth_chainId', 'eth_requestAccounts', 'solana_requestAccounts'])

/**
 * RPC_REQUEST: an eip155 request goes to the EVM code (serveFrameEvmRequest); any other is answered from the wallet's
 * addresses when read-only, else reviewed, approved by the visitor and signed with the key rebuilt from the device and
 * auth shares for that one request.
 */
export async function serveRpcRequest(
  context: FrameRequestContext,
  request: FrameRpcRequest,
): Promise<unknown> {
  const { state } = context
  const token = readSession(context)
  if (!token) throw new Error('Not connected')
  const { method, params, chainId: requestChainId, rpcUrl } = request
  if (rpcUrl) state.rpcUrls.set(requestChainId, rpcUrl)
  if (request.chainNamespace === 'eip155') return serveFrameEvmRequest(context, token, request)
  const { share, addresses } = await context.auth.readShare(token)
  if (SAFE_METHODS.has(method)) {
    if (method === 'eth_chainId') return `0x${Number(state.chainId.split(':')[1]).toString(16)}`
    return method.startsWith('solana') ? [addresses.solana] : [addresses.eip155]
  }
  const device = await readDeviceShare(context, addresses.eip155)
  if (!device) throw new Error('This device holds no share of the wallet')
  const address = method.startsWith('solana') ? addresses.solana : addresses.eip155
  // A request this wallet cannot sign (e.g. a transaction it is no signer of), or whose network's RPC URL is not
  // allowed, is refused before any screen.
  const target = { chainId: requestChainId, rpcUrl: frameRpcUrl(context, requestChainId) }
  await state.localeLoaded
  const review = await reviewRpcRequest({
    method,
    params,
    address,
    t: context.locale.t,
    rpcUrl: target.rpcUrl,
  })
  await askApproval(context, { method, params, address, ...(review ? { review } : {}) })
  return withWalletKeys([device, share], (keys) => signRpcRequest(keys, method, params, target))
}
