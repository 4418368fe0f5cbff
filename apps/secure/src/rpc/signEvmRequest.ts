import { type Hex, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { WalletKeys } from '../custody/deriveWalletKeys.js'
import { UnsupportedMethodError } from './UnsupportedMethodError.js'

/**
 * Signs one eip155 request with the wallet's EVM key: `personal_sign` (params `[message, address]`, the message as
 * hex or text). The address asked for must be the wallet's own.
 */
export async function signEvmRequest(keys: WalletKeys, method: string, params: unknown): Promise<unknown> {
  if (method === 'personal_sign') {
    const [message, address] = Array.isArray(params) ? params : []
    if (typeof message !== 'string' || typeof address !== 'string')
      throw new Error('personal_sign needs [message, address]')
    if (address.toLowerCase() !== keys.evmAddress.toLowerCase())
      throw new Error('The address is not this wallet’s')
    const account = privateKeyToAccount(keys.evmPrivateKey)
    return account.signMessage({ message: isHex(message) ? { raw: message as Hex } : message })
  }
  throw new UnsupportedMethodError(method)
}
