import { type Hex, isHex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { WalletKeys } from '../custody/deriveWalletKeys.js'
import { UnsupportedMethodError } from './UnsupportedMethodError.js'

/**
 * Signs one eip155 message request with the wallet's EVM key: `personal_sign` (params `[message, address]`, the
 * message as hex or text) and `eth_signTypedData_v4` (params `[address, typedData]`, already read). The address
 * asked for must be the wallet's own.
 */
export async function signEvmRequest(keys: WalletKeys, method: string, params: unknown): Promise<unknown> {
  const account = privateKeyToAccount(keys.evmPrivateKey)
  const own = (address: unknown) => {
    if (typeof address !== 'string' || address.toLowerCase() !== keys.evmAddress.toLowerCase())
      throw new Error('The address is not this wallet’s')
  }
  if (method === 'personal_sign') {
    const [message, address] = Array.isArray(params) ? params : []
    if (typeof message !== 'string' || typeof address !== 'string')
      throw new Error('personal_sign needs [message, address]')
    own(address)
    return account.signMessage({ message: isHex(message) ? { raw: message as Hex } : message })
  }
  if (method === 'eth_signTypedData_v4') {
    const [address, typedData] = Array.isArray(params) ? params : []
    own(address)
    return account.signTypedData(typedData as TypedDataDefinition)
  }
  throw new UnsupportedMethodError(method)
}
