import { withWalletKeys } from '../../custody/withWalletKeys.js'
import { ETHER_UNIT } from '../../rpc/evm/NativeCurrencyUnit.js'
import { AbortedError } from '../AbortedError.js'
import type { CloudAuth } from '../createCloudAuth.js'
import type { FrameContext } from '../FrameContext.js'
import { readDeviceShare } from '../login/readDeviceShare.js'
import { askApproval } from './askApproval.js'
import type { FrameRpcRequest } from './FrameRpcRequest.js'
import { frameRpcUrl } from './frameRpcUrl.js'

/**
 * An eip155 request, served by the lazily loaded EVM code (rpc/evm): reads go to the chain's node, signing waits on
 * the visitor's approval and then uses the key rebuilt from the device and auth shares for that one request.
 */
export async function serveFrameEvmRequest(
  context: Pick<FrameContext, 'auth' | 'vault' | 'key' | 'approve' | 'locale' | 'rpcPolicy' | 'state'>,
  token: string,
  { method, params, chainId: caip, rpcUrl }: Omit<FrameRpcRequest, 'chainNamespace'>,
): Promise<unknown> {
  const { auth, state } = context
  const [{ serveEvmRequest }, { createEvmRpc }] = await Promise.all([
    import('../../rpc/evm/serveEvmRequest.js'),
    import('../../rpc/evm/createEvmRpc.js'),
  ])
  const abortsBefore = state.abortCount
  await state.localeLoaded
  const url = frameRpcUrl(context, caip, rpcUrl)
  let wallet: ReturnType<CloudAuth['readShare']> | undefined
  const readWallet = () => {
    wallet ??= auth.readShare(token)
    return wallet
  }
  return serveEvmRequest({
    method,
    params,
    chainId: Number(caip.split(':')[1]),
    nativeCurrency: state.nativeCurrencies.get(caip) ?? ETHER_UNIT,
    t: context.locale.t,
    rpc: url ? createEvmRpc(url) : undefined,
    address: async () => (await readWallet()).addresses.eip155 as `0x${string}`,
    switchChain: (next) => {
      state.chainId = next
    },
    approve: async (review, sign) => {
      if (state.abortCount !== abortsBefore) throw new AbortedError()
      const { share, addresses } = await readWallet()
      const device = await readDeviceShare(context, addresses.eip155)
      if (!device) throw new Error('This device holds no share of the wallet')
      await askApproval(context, { method, params, address: addresses.eip155, ...(review ? { review } : {}) })
      return withWalletKeys([device, share], sign)
    },
  })
}
