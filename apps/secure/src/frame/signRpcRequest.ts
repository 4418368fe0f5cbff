import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { type Hex, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { WalletKeys } from '../custody/deriveWalletKeys.js'

/** Methods the frame signs itself today; every other unsafe method is refused until it is built. */
export const SIGNING_METHODS = ['personal_sign', 'solana_signMessage'] as const

/**
 * Signs one request with the wallet's keys: `personal_sign` (params `[message, address]`, the message as hex or
 * text) with the EVM key, `solana_signMessage` (`{ message: base58, pubkey }`) with the Solana key. The address
 * asked for must be the wallet's own.
 */
export async function signRpcRequest(keys: WalletKeys, method: string, params: unknown): Promise<unknown> {
  if (method === 'personal_sign') {
    const [message, address] = Array.isArray(params) ? params : []
    if (typeof message !== 'string' || typeof address !== 'string')
      throw new Error('personal_sign needs [message, address]')
    if (address.toLowerCase() !== keys.evmAddress.toLowerCase())
      throw new Error('The address is not this wallet’s')
    const account = privateKeyToAccount(keys.evmPrivateKey)
    return account.signMessage({ message: isHex(message) ? { raw: message as Hex } : message })
  }
  if (method === 'solana_signMessage') {
    const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
    if (typeof message !== 'string' || typeof pubkey !== 'string')
      throw new Error('solana_signMessage needs { message, pubkey }')
    if (pubkey !== keys.solanaAddress) throw new Error('The address is not this wallet’s')
    return { signature: base58.encode(ed25519.sign(base58.decode(message), keys.solanaSecret)) }
  }
  throw new Error(`${method} is not supported yet`)
}
