import { type Hex, numberToHex } from 'viem'
import { FrameRpcError } from '../FrameRpcError.js'

/**
 * The id of a `wallet_sendCalls` batch (EIP-5792): the chain id (32 bytes) and the hashes of the transactions it
 * sent, in order. The frame keeps no record: `wallet_getCallsStatus` reads the receipts of the hashes in the id,
 * after a reload as well.
 */
export function encodeCallsBundleId(chainId: number, hashes: readonly Hex[]): Hex {
  return `${numberToHex(chainId, { size: 32 })}${hashes.map((hash) => hash.slice(2)).join('')}`
}

/** The chain id and hashes of a batch id; an id the frame did not make is 'Unknown bundle id' (5730). */
export function decodeCallsBundleId(id: unknown): { chainId: number; hashes: Hex[] } {
  if (typeof id !== 'string' || !/^0x(?:[0-9a-f]{64}){2,65}$/i.test(id))
    throw new FrameRpcError('Unknown bundle id', 'unknown_bundle_id')
  const words = id.slice(2).match(/.{64}/g) ?? []
  return {
    chainId: Number.parseInt(words[0] ?? '0', 16),
    hashes: words.slice(1).map((word) => `0x${word}` as Hex),
  }
}
