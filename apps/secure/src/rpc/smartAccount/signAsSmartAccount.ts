import { type Hex, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describeTypedData } from '../evm/describeTypedData.js'
import { readTypedData } from '../evm/readTypedData.js'
import { FrameRpcError } from '../FrameRpcError.js'
import { openSmartAccount } from './openSmartAccount.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'

const notOwn = () => new FrameRpcError('The address is not this wallet’s', 'invalid_params')

/**
 * `personal_sign` (`[message, address]`, the message as hex or text) and `eth_signTypedData_v4` (`[address, typedData]`)
 * as the smart account: the same approval screen as the EOA's, then the owner's key signs for the Safe. The answer is
 * the Safe's ERC-1271 signature once it is deployed, and before that the same wrapped in ERC-6492 with the Safe's
 * deployment, so a verifier (viem's `verifyMessage`, the SIWX verifiers) checks it either way through the chain.
 */
export async function signAsSmartAccount(
  context: SmartAccountRequestContext,
  method: 'personal_sign' | 'eth_signTypedData_v4',
  list: unknown[],
): Promise<Hex> {
  const { chainId, smartAccount, rpc } = context
  const own = (address: unknown) =>
    typeof address === 'string' && address.toLowerCase() === smartAccount.address.toLowerCase()
  if (!rpc) throw new FrameRpcError(`No RPC URL for eip155:${chainId}`, 'no_rpc_url')
  const open = async (evmPrivateKey: Hex) =>
    (
      await openSmartAccount({
        rpcUrl: rpc.url,
        chainId,
        owner: privateKeyToAccount(evmPrivateKey),
        address: smartAccount.address,
      })
    ).account
  if (method === 'personal_sign') {
    const [message, address] = list
    if (typeof message !== 'string' || typeof address !== 'string')
      throw new FrameRpcError('personal_sign needs [message, address]', 'invalid_params')
    if (!own(address)) throw notOwn()
    const content = isHex(message) ? { raw: message as Hex } : message
    return context.approve(undefined, async (keys) =>
      (await open(keys.evmPrivateKey)).signMessage({ message: content }),
    )
  }
  const [address, raw] = list
  if (!own(address)) throw notOwn()
  const typedData = readTypedData(raw, chainId)
  const review = {
    title: context.t('frame.title.signTypedData'),
    sections: [{ rows: describeTypedData(typedData, context.t) }],
  }
  return context.approve(review, async (keys) => (await open(keys.evmPrivateKey)).signTypedData(typedData))
}
