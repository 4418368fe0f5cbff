import { base58 } from '@scure/base'
import { InvalidSolanaTransactionError } from './InvalidSolanaTransactionError.js'

/** One compiled instruction: the program and accounts as indexes into the transaction's accounts. */
export interface SolanaInstruction {
  programIndex: number
  accountIndexes: number[]
  data: Uint8Array
}

/** A legacy or v0 wire transaction, read as far as the frame needs to show and sign it. */
export interface SolanaTransaction {
  version: 'legacy' | 0
  /** Where the signature slots start (after their compact-u16 count) and how many there are. */
  signaturesOffset: number
  signatureCount: number
  /** The bytes every signature signs. */
  message: Uint8Array
  /** The first `requiredSignatures` static accounts sign; the first of them pays the fee. */
  requiredSignatures: number
  /** The static accounts, base58; a v0 transaction's looked-up accounts follow them (`lookedUpAccounts`). */
  accounts: string[]
  lookedUpAccounts: number
  instructions: SolanaInstruction[]
}

const SIGNATURE_BYTES = 64
const ADDRESS_BYTES = 32
const VERSION_PREFIX = 0x80

/**
 * Reads a wire transaction (signatures, then the message: header, accounts, blockhash, instructions, and a v0
 * message's address-table lookups). Anything malformed, truncated or followed by extra bytes is refused with
 * `InvalidSolanaTransactionError`; nothing else is trusted about it until the visitor approves.
 */
export function decodeSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  let offset = 0
  const fail = (why: string): never => {
    throw new InvalidSolanaTransactionError(`The transaction cannot be read: ${why}`)
  }
  const byte = () => {
    const value = bytes[offset]
    if (value === undefined) return fail('it ends too early')
    offset += 1
    return value
  }
  const take = (length: number) => {
    if (offset + length > bytes.length) fail('it ends too early')
    offset += length
    return bytes.subarray(offset - length, offset)
  }
  /** Solana's compact-u16: 7 bits a byte, at most three bytes. */
  const length = () => {
    let value = 0
    for (let index = 0; index < 3; index += 1) {
      const next = byte()
      value |= (next & 0x7f) << (7 * index)
      if ((next & 0x80) === 0) return value
    }
    return fail('a length is too long')
  }

  const signatureCount = length()
  const signaturesOffset = offset
  take(signatureCount * SIGNATURE_BYTES)
  const messageStart = offset
  let version: SolanaTransaction['version'] = 'legacy'
  const first = bytes[offset] ?? fail('it has no message')
  if (first & VERSION_PREFIX) {
    if ((first & ~VERSION_PREFIX) !== 0) fail(`version ${first & ~VERSION_PREFIX} is not supported`)
    version = 0
    offset += 1
  }
  const requiredSignatures = byte()
  byte()
  byte()
  const accounts = Array.from({ length: length() }, () => base58.encode(take(ADDRESS_BYTES)))
  take(ADDRESS_BYTES)
  const instructions = Array.from({ length: length() }, () => {
    const programIndex = byte()
    const accountIndexes = Array.from(take(length()))
    return { programIndex, accountIndexes, data: take(length()) }
  })
  let lookedUpAccounts = 0
  if (version === 0) {
    for (let lookups = length(); lookups > 0; lookups -= 1) {
      take(ADDRESS_BYTES)
      lookedUpAccounts += take(length()).length
      lookedUpAccounts += take(length()).length
    }
  }
  if (offset !== bytes.length) fail('it has extra bytes after the message')
  if (requiredSignatures === 0 || requiredSignatures > accounts.length)
    fail('its signers are not among its accounts')
  if (signatureCount !== requiredSignatures)
    fail(`it has ${signatureCount} signature slots for ${requiredSignatures} signers`)
  const known = accounts.length + lookedUpAccounts
  for (const instruction of instructions) {
    if ([instruction.programIndex, ...instruction.accountIndexes].some((index) => index >= known))
      fail('an instruction names an account the transaction does not have')
  }
  return {
    version,
    signaturesOffset,
    signatureCount,
    message: bytes.subarray(messageStart),
    requiredSignatures,
    accounts,
    lookedUpAccounts,
    instructions,
  }
}
