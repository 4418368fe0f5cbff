import { base64Codec } from './base64Codec.js'
import { InvalidSolanaTransactionError } from './InvalidSolanaTransactionError.js'
import type { SolanaSendOptions } from './SolanaSendOptions.js'
import type { SolanaTransactionMethod } from './solanaTransactionMethods.js'

/** More transactions than one approval screen should ask about at once. */
export const MAX_TRANSACTIONS_PER_REQUEST = 32

const COMMITMENTS = ['processed', 'confirmed', 'finalized']

export interface SolanaTransactionParams {
  /** The wire transactions, in the order asked. */
  transactions: Uint8Array[]
  /** The account the dapp meant, when it said. */
  pubkey?: string
  sendOptions: SolanaSendOptions
}

const fail = (why: string): never => {
  throw new InvalidSolanaTransactionError(why)
}

function wire(value: unknown, name: string): Uint8Array {
  if (typeof value !== 'string' || value === '') return fail(`${name} must be a base64 transaction`)
  return base64Codec.decode(value) ?? fail(`${name} is not valid base64`)
}

function sendOptions(value: unknown): SolanaSendOptions {
  if (value === undefined) return {}
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('sendOptions must be an object')
  const options: SolanaSendOptions = {}
  for (const [name, option] of Object.entries(value)) {
    if (name === 'skipPreflight') {
      if (typeof option !== 'boolean') fail('sendOptions.skipPreflight must be true or false')
      options.skipPreflight = option as boolean
    } else if (name === 'preflightCommitment') {
      if (!COMMITMENTS.includes(option as string))
        fail('sendOptions.preflightCommitment must be processed, confirmed or finalized')
      options.preflightCommitment = option as SolanaSendOptions['preflightCommitment']
    } else if (name === 'maxRetries' || name === 'minContextSlot') {
      if (!Number.isSafeInteger(option) || (option as number) < 0)
        fail(`sendOptions.${name} must be a whole number, 0 or more`)
      options[name] = option as number
    } else {
      fail(
        `sendOptions.${name} is not supported (skipPreflight, preflightCommitment, maxRetries, minContextSlot)`,
      )
    }
  }
  return options
}

/**
 * Reads the params of a Solana transaction request (WalletConnect's shapes): `{ transaction, pubkey? }` to sign,
 * `{ transactions, pubkey? }` to sign all, `{ transaction, pubkey?, sendOptions? }` to sign and send; transactions
 * as base64 wire bytes. A wrong shape is a clear `InvalidSolanaTransactionError`.
 */
export function readSolanaTransactionParams(
  method: SolanaTransactionMethod,
  params: unknown,
): SolanaTransactionParams {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    return fail(
      `${method} needs { ${method === 'solana_signAllTransactions' ? 'transactions' : 'transaction'} }`,
    )
  const given = params as Record<string, unknown>
  let transactions: Uint8Array[]
  if (method === 'solana_signAllTransactions') {
    const list = given.transactions
    if (!Array.isArray(list) || list.length === 0)
      return fail('transactions must be a list of base64 transactions')
    if (list.length > MAX_TRANSACTIONS_PER_REQUEST)
      fail(`At most ${MAX_TRANSACTIONS_PER_REQUEST} transactions can be signed at once`)
    transactions = list.map((item, index) => wire(item, `transactions[${index}]`))
  } else {
    transactions = [wire(given.transaction, 'transaction')]
  }
  if (given.pubkey !== undefined && typeof given.pubkey !== 'string') fail('pubkey must be a base58 address')
  if (method !== 'solana_signAndSendTransaction' && given.sendOptions !== undefined)
    fail(`${method} takes no sendOptions`)
  return {
    transactions,
    ...(typeof given.pubkey === 'string' ? { pubkey: given.pubkey } : {}),
    sendOptions: sendOptions(given.sendOptions),
  }
}
