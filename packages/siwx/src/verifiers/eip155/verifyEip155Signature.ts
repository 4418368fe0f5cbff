import { createPublicClient, type Hex, http, isAddress, isHex, verifyMessage } from 'viem'

/**
 * An EVM signature through viem: an EOA's is checked offline first (no node asked, so a node that is down does not
 * refuse it); otherwise, with an RPC URL, `publicClient.verifyMessage` asks the chain, so smart-contract accounts
 * verify too (ERC-1271 once deployed, ERC-6492 before: the Safe of the embedded wallet, or any other). Without an
 * RPC URL, EOAs only. A node that cannot be reached refuses a smart account's signature (false, never a throw).
 */
export async function verifyEip155Signature(parameters: {
  message: string
  signature: string
  address: string
  rpcUrl: string | undefined
}): Promise<boolean> {
  const { message, signature, address, rpcUrl } = parameters
  if (!isAddress(address, { strict: false }) || !isHex(signature) || signature.length < 4) return false
  const byKey = await verifyMessage({ address, message, signature: signature as Hex }).catch(() => false)
  if (byKey || !rpcUrl) return byKey
  const client = createPublicClient({ transport: http(rpcUrl) })
  return client.verifyMessage({ address, message, signature: signature as Hex }).catch(() => false)
}
