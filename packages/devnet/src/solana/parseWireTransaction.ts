import { getBase58Decoder } from '@solana/kit'
import { invalidParams } from './solanaRpcError.js'

export type ParsedInstruction = { programIdIndex: number; accounts: number[]; data: Uint8Array }
export type ParsedWireTransaction = {
  signatures: string[]
  version: 'legacy' | number
  header: {
    numRequiredSignatures: number
    numReadonlySignedAccounts: number
    numReadonlyUnsignedAccounts: number
  }
  accountKeys: string[]
  recentBlockhash: string
  instructions: ParsedInstruction[]
  addressTableLookups: { accountKey: string; writableIndexes: number[]; readonlyIndexes: number[] }[]
  /** The serialized message (what the signatures sign). */
  messageBytes: Uint8Array
}

const base58 = getBase58Decoder()

/** Parses a legacy or v0 wire transaction (the bytes `sendTransaction` receives). */
export function parseWireTransaction(bytes: Uint8Array): ParsedWireTransaction {
  let offset = 0
  const byte = () => {
    const value = bytes[offset++]
    if (value === undefined) throw invalidParams('failed to deserialize transaction: unexpected end of input')
    return value
  }
  const take = (length: number) => {
    if (offset + length > bytes.length)
      throw invalidParams('failed to deserialize transaction: unexpected end')
    const slice = bytes.slice(offset, offset + length)
    offset += length
    return slice
  }
  const compactU16 = () => {
    let value = 0
    for (let shift = 0; ; shift += 7) {
      const next = byte()
      value |= (next & 0x7f) << shift
      if ((next & 0x80) === 0) return value
    }
  }
  const list = <T>(read: () => T) => Array.from({ length: compactU16() }, read)

  const signatures = list(() => base58.decode(take(64)))
  const messageStart = offset
  const first = bytes[offset] ?? 0
  const version = first & 0x80 ? byte() & 0x7f : 'legacy'
  const header = {
    numRequiredSignatures: byte(),
    numReadonlySignedAccounts: byte(),
    numReadonlyUnsignedAccounts: byte(),
  }
  const accountKeys = list(() => base58.decode(take(32)))
  const recentBlockhash = base58.decode(take(32))
  const instructions = list(() => ({
    programIdIndex: byte(),
    accounts: list(byte),
    data: take(compactU16()),
  }))
  const addressTableLookups =
    version === 'legacy'
      ? []
      : list(() => ({
          accountKey: base58.decode(take(32)),
          writableIndexes: list(byte),
          readonlyIndexes: list(byte),
        }))
  return {
    signatures,
    version,
    header,
    accountKeys,
    recentBlockhash,
    instructions,
    addressTableLookups,
    messageBytes: bytes.slice(messageStart, offset),
  }
}
