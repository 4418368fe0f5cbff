import { type Hex, isHex, type LocalAccount, stringToHex } from 'viem'
import { WalletRpcError } from './WalletRpcError.js'

type FindAccount = (address: unknown) => LocalAccount

/** personal_sign: params [message (hex data, or text as some dapps send), address]; EIP-191 prefixed. */
export function personalSign(findAccount: FindAccount, params: unknown): Promise<Hex> {
  const [message, address] = asArray(params)
  if (typeof message !== 'string')
    throw WalletRpcError.invalidParams('personal_sign expects [message, address]')
  const raw = isHex(message) ? message : stringToHex(message)
  return findAccount(address).signMessage({ message: { raw } })
}

/** eth_sign: params [address, 32-byte hash]; signs the hash itself, with no prefix. */
export function ethSign(findAccount: FindAccount, params: unknown): Promise<Hex> {
  const [address, hash] = asArray(params)
  if (typeof hash !== 'string' || !isHex(hash) || hash.length !== 66) {
    throw WalletRpcError.invalidParams('eth_sign expects [address, 32-byte hex hash]')
  }
  const account = findAccount(address)
  if (!account.sign) throw WalletRpcError.invalidParams('this account cannot sign raw hashes')
  return account.sign({ hash })
}

/** eth_signTypedData_v4: params [address, typed data as a JSON string or an object]. */
export function signTypedDataV4(findAccount: FindAccount, params: unknown): Promise<Hex> {
  const [address, data] = asArray(params)
  const typedData = parseTypedData(data)
  return findAccount(address).signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
}

function parseTypedData(data: unknown): Record<string, unknown> {
  let parsed: unknown = data
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data)
    } catch {
      throw WalletRpcError.invalidParams('typed data is not valid JSON')
    }
  }
  if (typeof parsed !== 'object' || parsed === null || !('types' in parsed) || !('primaryType' in parsed)) {
    throw WalletRpcError.invalidParams('typed data needs types, primaryType, domain and message')
  }
  return parsed as Record<string, unknown>
}

function asArray(params: unknown): unknown[] {
  return Array.isArray(params) ? params : []
}
