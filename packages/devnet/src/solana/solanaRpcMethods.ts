import { getBase58Decoder, getBase58Encoder, isAddress } from '@solana/kit'
import { type AccountEncoding, type DataSlice, encodeAccount } from './encodeAccount.js'
import { parseWireTransaction } from './parseWireTransaction.js'
import { requestAirdrop } from './requestAirdrop.js'
import type { SolanaLedger, TransactionRecord } from './SolanaLedger.js'
import { invalidParam, invalidParams, SolanaRpcError } from './solanaRpcError.js'
import { decodeTokenAccount, tokenPrograms, uiTokenAmount } from './tokenAccounts.js'

type Config = {
  encoding?: AccountEncoding | 'json' | 'base58' | 'base64'
  dataSlice?: DataSlice
  skipPreflight?: boolean
  sigVerify?: boolean
  replaceRecentBlockhash?: boolean
  maxSupportedTransactionVersion?: number
  limit?: number
  before?: string
  until?: string
}
type Method = (params: unknown[], ledger: SolanaLedger) => unknown | Promise<unknown>

export const SOLANA_CORE_VERSION = '2.2.20'
const SLOTS_PER_EPOCH = 432_000n
const base58Bytes = getBase58Encoder()
const base58Text = getBase58Decoder()

const context = (ledger: SolanaLedger) => ({ apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot })
const withContext = (ledger: SolanaLedger, value: unknown) => ({ context: context(ledger), value })
const config = (value: unknown): Config =>
  typeof value === 'object' && value !== null ? (value as Config) : {}

function addressParam(value: unknown): string {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParam('Invalid')
  return value
}

function wireParam(value: unknown, encoding: string | undefined): Uint8Array {
  if (typeof value !== 'string') throw invalidParams('invalid type: expected a string transaction')
  try {
    return encoding === 'base64'
      ? new Uint8Array(Buffer.from(value, 'base64'))
      : new Uint8Array(base58Bytes.encode(value))
  } catch {
    throw invalidParams(`invalid ${encoding ?? 'base58'} encoding`)
  }
}

function accountValue(ledger: SolanaLedger, addr: string, options: Config) {
  const account = ledger.getAccount(addr)
  const encoding = options.encoding === 'json' ? 'base64' : options.encoding
  return account
    ? encodeAccount(account, { encoding, dataSlice: options.dataSlice }, ledger.decimalsOf)
    : null
}

function signatureStatus(record: TransactionRecord | undefined) {
  if (!record) return null
  return {
    confirmationStatus: 'finalized',
    confirmations: null,
    err: record.err,
    slot: record.slot,
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
}

function encodeTransaction(record: TransactionRecord, encoding: Config['encoding']) {
  if (encoding === 'base64') return [Buffer.from(record.wire).toString('base64'), 'base64']
  if (encoding === 'base58') return [base58Text.decode(record.wire), 'base58']
  const { parsed } = record
  const instructions = parsed.instructions.map((instruction) => ({
    accounts: instruction.accounts,
    data: base58Text.decode(instruction.data),
    programIdIndex: instruction.programIdIndex,
    stackHeight: null,
  }))
  const header = parsed.header
  const signerCount = header.numRequiredSignatures
  const writable = (index: number) =>
    index < signerCount
      ? index < signerCount - header.numReadonlySignedAccounts
      : index < parsed.accountKeys.length - header.numReadonlyUnsignedAccounts
  const message =
    encoding === 'jsonParsed'
      ? {
          accountKeys: parsed.accountKeys.map((pubkey, index) => ({
            pubkey,
            signer: index < signerCount,
            source: 'transaction',
            writable: writable(index),
          })),
          instructions: instructions.map(({ accounts, data, programIdIndex }) => ({
            accounts: accounts.map((index) => parsed.accountKeys[index]),
            data,
            programId: parsed.accountKeys[programIdIndex],
            stackHeight: null,
          })),
          recentBlockhash: parsed.recentBlockhash,
        }
      : { accountKeys: parsed.accountKeys, header, instructions, recentBlockhash: parsed.recentBlockhash }
  return {
    message:
      parsed.version === 'legacy' ? message : { ...message, addressTableLookups: parsed.addressTableLookups },
    signatures: parsed.signatures,
  }
}

/** The JSON-RPC methods of the devnet's Solana node, with a validator's result and error shapes. */
export const solanaRpcMethods: Record<string, Method> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'feature-set': 0, 'solana-core': SOLANA_CORE_VERSION }),
  getGenesisHash: (_params, ledger) => ledger.genesisHash,
  getSlot: (_params, ledger) => ledger.slot,
  getBlockHeight: (_params, ledger) => ledger.slot,
  getTransactionCount: (_params, ledger) => ledger.transactionTotal,
  getEpochInfo: (_params, ledger) => ({
    absoluteSlot: ledger.slot,
    blockHeight: ledger.slot,
    epoch: ledger.slot / SLOTS_PER_EPOCH,
    slotIndex: ledger.slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: ledger.transactionTotal,
  }),
  getBalance: ([addr], ledger) => withContext(ledger, ledger.getAccount(addressParam(addr))?.lamports ?? 0n),
  getAccountInfo: ([addr, options], ledger) =>
    withContext(ledger, accountValue(ledger, addressParam(addr), config(options))),
  getMultipleAccounts: ([addresses, options], ledger) => {
    if (!Array.isArray(addresses)) throw invalidParams('invalid type: expected an array of addresses')
    return withContext(
      ledger,
      addresses.map((addr) => accountValue(ledger, addressParam(addr), config(options))),
    )
  },
  getLatestBlockhash: (_params, ledger) => withContext(ledger, ledger.latestBlockhash()),
  isBlockhashValid: ([blockhash], ledger) => withContext(ledger, ledger.isBlockhashValid(String(blockhash))),
  getFeeForMessage: ([message], ledger) => {
    if (typeof message !== 'string') throw invalidParams('invalid type: expected a base64 message')
    // A message is a transaction without its signature list: prefix an empty one to reuse the parser.
    const parsed = parseWireTransaction(new Uint8Array([0, ...Buffer.from(message, 'base64')]))
    return withContext(ledger, ledger.isBlockhashValid(parsed.recentBlockhash) ? ledger.feeFor(parsed) : null)
  },
  getMinimumBalanceForRentExemption: ([size], ledger) => {
    if (typeof size !== 'number' || size < 0) throw invalidParams('invalid type: expected a data length')
    return ledger.svm.minimumBalanceForRentExemption(BigInt(size))
  },
  getRecentPrioritizationFees: () => [],
  requestAirdrop: ([addr, amount], ledger) => {
    if (typeof amount !== 'number' && typeof amount !== 'bigint')
      throw invalidParams('invalid type: expected lamports')
    return requestAirdrop(ledger, addressParam(addr), BigInt(amount))
  },
  sendTransaction: ([transaction, options], ledger) => {
    const { encoding, skipPreflight } = config(options)
    return ledger.send(wireParam(transaction, encoding), { skipPreflight: skipPreflight ?? false })
  },
  simulateTransaction: ([transaction, options], ledger) => {
    const { encoding, sigVerify, replaceRecentBlockhash } = config(options)
    const result = ledger.simulate(wireParam(transaction, encoding), {
      sigVerify: sigVerify ?? false,
      replaceRecentBlockhash: replaceRecentBlockhash ?? false,
    })
    return withContext(ledger, {
      accounts: null,
      err: result.err,
      innerInstructions: null,
      logs: result.logs,
      replacementBlockhash: replaceRecentBlockhash ? ledger.latestBlockhash() : null,
      returnData: null,
      unitsConsumed: result.unitsConsumed,
    })
  },
  getSignatureStatuses: ([signatures], ledger) => {
    if (!Array.isArray(signatures)) throw invalidParams('invalid type: expected an array of signatures')
    return withContext(
      ledger,
      signatures.map((signature) => signatureStatus(ledger.transaction(String(signature)))),
    )
  },
  getTransaction: ([signature, options], ledger) => {
    const record = ledger.transaction(String(signature))
    if (!record) return null
    const { encoding = 'json', maxSupportedTransactionVersion } = config(options)
    if (record.parsed.version !== 'legacy' && maxSupportedTransactionVersion === undefined) {
      throw new SolanaRpcError(
        -32015,
        `Transaction version (${record.parsed.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${record.parsed.version}`,
      )
    }
    return {
      blockTime: record.blockTime,
      meta: {
        computeUnitsConsumed: record.computeUnitsConsumed,
        err: record.err,
        fee: record.fee,
        innerInstructions: [],
        loadedAddresses: { readonly: [], writable: [] },
        logMessages: record.logs,
        postBalances: record.postBalances,
        postTokenBalances: record.postTokenBalances,
        preBalances: record.preBalances,
        preTokenBalances: record.preTokenBalances,
        rewards: [],
        status: record.err === null ? { Ok: null } : { Err: record.err },
      },
      slot: record.slot,
      transaction: encodeTransaction(record, encoding),
      ...(maxSupportedTransactionVersion === undefined ? {} : { version: record.parsed.version }),
    }
  },
  getSignaturesForAddress: ([addr, options], ledger) => {
    const { limit = 1000, before, until } = config(options)
    let records = ledger.transactionsFor(addressParam(addr))
    if (before) records = records.slice(records.findIndex((record) => record.signature === before) + 1)
    if (until) {
      const stop = records.findIndex((record) => record.signature === until)
      if (stop >= 0) records = records.slice(0, stop)
    }
    return records.slice(0, limit).map((record) => ({
      blockTime: record.blockTime,
      confirmationStatus: 'finalized',
      err: record.err,
      memo: null,
      signature: record.signature,
      slot: record.slot,
    }))
  },
  getTokenAccountsByOwner: ([owner, filter, options], ledger) => {
    const ownerAddress = addressParam(owner)
    const { mint, programId } = (filter ?? {}) as { mint?: string; programId?: string }
    if (mint === undefined && programId === undefined)
      throw invalidParams('expected a mint or a programId filter')
    const programs = programId === undefined ? tokenPrograms : [addressParam(programId)]
    const accounts = programs.flatMap((program) =>
      tokenPrograms.includes(program) ? ledger.svm.getProgramAccounts(program as never) : [],
    )
    const value = accounts
      .filter((account) => {
        const token = decodeTokenAccount(account)
        return token?.owner === ownerAddress && (mint === undefined || token.mint === mint)
      })
      .map((account) => ({
        account: accountValue(ledger, account.address, config(options)),
        pubkey: account.address,
      }))
    return withContext(ledger, value)
  },
  getTokenAccountBalance: ([addr], ledger) => {
    const account = ledger.getAccount(addressParam(addr))
    const token = account && decodeTokenAccount(account)
    if (!token) throw invalidParams('Invalid param: not a Token account')
    return withContext(ledger, uiTokenAmount(token.amount, ledger.decimalsOf(token.mint) ?? 0))
  },
}
