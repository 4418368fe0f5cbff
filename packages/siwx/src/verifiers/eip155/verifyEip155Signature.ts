import { createPublicClient, type Hex, http, isAddress, isHex, verifyMessage } from 'viem'

/**
 * An EVM signature through viem: with an RPC URL, `publicClient.verifyMessage`, so EOAs and
 * smart-contract accounts (ERC-1271 deployed, ERC-6492 counterfactual) both verify; without one,
 * EOAs only.
 */
export async function verifyEip155Signature(parameters: {
  message: string
  signature: string
  address: string
  rpcUrl: string | undefined
}): Promise<boolean> {
  const { message, signature, address, rpcUrl } = parameters
  if (!isAddress(address, { strict: false }) || !isHex(signature) || signature.length < 4) return false
  if (!rpcUrl) return verifyMessage({ address, message, signature: signature as Hex }).catch(() => false)
  const client = createPublicClient({ transport: http(rpcUrl) })
  return client.verifyMessage({ address, message, signature: signature as Hex })
}
