import { withWalletKeys } from '../../custody/withWalletKeys.js'
import { ETHER_UNIT } from '../../rpc/evm/NativeCurrencyUnit.js'
import { AbortedError } from '../AbortedError.js'
import type { CloudAuth } from '../createCloudAuth.js'
import { grantRecords } from '../grants/grantRecords.js'
import { readDeviceShare } from '../login/readDeviceShare.js'
import { activeSmartAccount } from '../smartAccount/activeSmartAccount.js'
import { readPreferredAccountType, writePreferredAccountType } from '../smartAccount/preferredAccountType.js'
import { SmartAccountUnavailableError } from '../smartAccount/SmartAccountUnavailableError.js'
import { sentUserOperations } from '../smartAccount/sentUserOperations.js'
import { writeSmartAccountRecord } from '../smartAccount/smartAccountRecord.js'
import { askApproval } from './askApproval.js'
import type { FrameRequestContext } from './FrameRequestContext.js'
import type { FrameRpcRequest } from './FrameRpcRequest.js'
import { frameRpcUrl } from './frameRpcUrl.js'

/**
 * An eip155 request, served by the lazily loaded EVM code (rpc/evm): reads go to the chain's node, signing waits on
 * the visitor's approval and then uses the key rebuilt from the device and auth shares for that one request. While the
 * visitor's account is the smart account on this network, the smart-account code (loaded only then) serves it.
 */
export async function serveFrameEvmRequest(
  context: FrameRequestContext,
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
  // The address the approval screen shows: the smart account's while it is the visitor's account.
  let shown: string | undefined
  const evm = {
    method,
    params,
    chainId: Number(caip.split(':')[1]),
    nativeCurrency: state.nativeCurrencies.get(caip) ?? ETHER_UNIT,
    t: context.locale.t,
    rpc: url ? createEvmRpc(url) : undefined,
    swapRouters: context.swapRouters,
    grants: context.smartSessions
      ? {
          contracts: context.delegations?.[caip as `eip155:${number}`],
          origin: context.parentOrigin,
          records: (owner: string) => grantRecords(context, owner),
        }
      : undefined,
    address: async () => (await readWallet()).addresses.eip155 as `0x${string}`,
    switchChain: (next) => {
      state.chainId = next
    },
    approve: async (review, sign) => {
      if (state.abortCount !== abortsBefore) throw new AbortedError()
      const { share, addresses } = await readWallet()
      const device = await readDeviceShare(context, addresses.eip155)
      if (!device) throw new Error('This device holds no share of the wallet')
      const address = shown ?? addresses.eip155
      await askApproval(context, { method, params, address, ...(review ? { review } : {}) })
      return withWalletKeys([device, share], sign)
    },
  } satisfies Parameters<typeof serveEvmRequest>[0]
  const owner =
    context.smartAccounts?.[caip as `eip155:${number}`] &&
    readPreferredAccountType(context) === 'smartAccount'
      ? (await readWallet()).addresses.eip155
      : undefined
  const smart = owner ? activeSmartAccount(context, caip, owner) : undefined
  if (!owner || !smart) return serveEvmRequest(evm)
  shown = smart.address
  const { serveSmartAccountRequest } = await import('../../rpc/smartAccount/serveSmartAccountRequest.js')
  return serveSmartAccountRequest(
    {
      ...evm,
      smartAccount: {
        address: smart.address,
        bundlerUrl: smart.bundlerUrl,
        paymasterUrl: smart.paymasterUrl,
      },
      owner: owner as `0x${string}`,
      deployed: () =>
        writeSmartAccountRecord(context, caip, owner, { address: smart.address, deployed: true }),
      operations: sentUserOperations(context),
    },
    serveEvmRequest,
  ).catch((error: unknown) => {
    // The smart account cannot be used here now (its bundler is down, its contracts missing): back to the EOA.
    if (!(error instanceof SmartAccountUnavailableError)) throw error
    writePreferredAccountType(context, 'eoa')
    throw new SmartAccountUnavailableError(`${error.message}; the wallet uses its EOA`, error.reason)
  })
}
