import { type Hex, numberToHex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'

/**
 * The id of a batch the smart account sent (EIP-5792): the chain id (32 bytes), the user operation's hash and the
 * EntryPoint it went to (20 bytes), so its length tells it from an EOA batch's id (callsBundleId: whole 32-byte words).
 * The frame keeps no record: `wallet_getCallsStatus` asks the bundler for the operation's receipt, after a reload too.
 */
export function encodeUserOperationBatchId(chainId: number, userOperationHash: Hex): Hex {
  return `${numberToHex(chainId, { size: 32 })}${userOperationHash.slice(2)}${entryPoint07Address.slice(2).toLowerCase()}`
}

/** The chain id and user operation hash of a smart account's batch id; undefined for any other id. */
export function decodeUserOperationBatchId(id: unknown): { chainId: number; hash: Hex } | undefined {
  if (typeof id !== 'string' || !/^0x[0-9a-f]{168}$/i.test(id)) return undefined
  if (id.slice(130).toLowerCase() !== entryPoint07Address.slice(2).toLowerCase()) return undefined
  return { chainId: Number.parseInt(id.slice(2, 66), 16), hash: `0x${id.slice(66, 130)}` }
}
