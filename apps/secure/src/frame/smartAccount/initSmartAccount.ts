import type { Address } from 'viem'
import type { FrameContext } from '../FrameContext.js'
import { readSession } from '../login/readSession.js'
import { frameRpcUrl } from '../requests/frameRpcUrl.js'
import { SmartAccountUnavailableError } from './SmartAccountUnavailableError.js'
import { writeSmartAccountRecord } from './smartAccountRecord.js'

/**
 * INIT_SMART_ACCOUNT: the wallet's smart account on the frame's network, a Safe owned by the frame's key,
 * its counterfactual address read from the chain (nothing is deployed here), and whether it is deployed; kept for
 * GET_USER and the requests. Needs the network to have smart accounts, its bundler to answer and the EntryPoint and
 * the Safe contracts on chain (else a SmartAccountUnavailableError). The smart-account code is loaded here, never on the EOA path.
 */
export async function initSmartAccount(
  context: Pick<FrameContext, 'auth' | 'store' | 'key' | 'state' | 'rpcPolicy' | 'smartAccounts'>,
): Promise<{ address: Address; isDeployed: boolean }> {
  const token = readSession(context)
  if (!token) throw new Error('Not connected')
  const caip = context.state.chainId
  const network = context.smartAccounts?.[caip as `eip155:${number}`]
  if (!network)
    throw new SmartAccountUnavailableError(`${caip} has no smart accounts in this project`, 'not_enabled')
  const rpcUrl = frameRpcUrl(context, caip)
  if (!rpcUrl) throw new SmartAccountUnavailableError(`No RPC URL for ${caip}`, 'node_unavailable')
  const [{ addresses }, { checkBundler }, { openSmartAccount }] = await Promise.all([
    context.auth.readShare(token),
    import('../../rpc/smartAccount/checkBundler.js'),
    import('../../rpc/smartAccount/openSmartAccount.js'),
  ])
  await checkBundler(network.bundlerUrl, caip)
  const chainId = Number(caip.split(':')[1])
  const { account } = await openSmartAccount({ rpcUrl, chainId, owner: addresses.eip155 as Address })
  const isDeployed = await account.isDeployed()
  writeSmartAccountRecord(context, caip, addresses.eip155, { address: account.address, deployed: isDeployed })
  return { address: account.address, isDeployed }
}
