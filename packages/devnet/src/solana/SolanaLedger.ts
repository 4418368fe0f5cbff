import { EventEmitter } from 'node:events'
import {
  type Address,
  address,
  type Blockhash,
  type EncodedAccount,
  getTransactionDecoder,
  lamports,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { type ParsedWireTransaction, parseWireTransaction } from './parseWireTransaction.js'
import { SolanaRpcError } from './solanaRpcError.js'
import { decodeMint, decodeTokenAccount, type UiTokenAmount, uiTokenAmount } from './tokenAccounts.js'
import {
  type TransactionErrorJson,
  transactionErrorJson,
  transactionErrorMessage,
} from './transactionErrorJson.js'

/** Blockhashes stay valid for this many blocks, as on mainnet. */
const BLOCKHASH_VALIDITY = 150n
const LAMPORTS_PER_SIGNATURE = 5_000n

type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** A transaction the ledger executed (successfully or with an instruction error, fee charged). */
export type TransactionRecord = {
  signature: string
  slot: bigint
  blockTime: number
  err: TransactionErrorJson | null
  wire: Uint8Array
  parsed: ParsedWireTransaction
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logs: string[]
  computeUnitsConsumed: bigint
}

export type SimulationResult = {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
}

type LedgerEvents = { slot: [bigint]; transaction: [TransactionRecord] }

/**
 * A Solana ledger on LiteSVM: slots advance on a clock (or on `advanceSlot()`), each slot has its own
 * blockhash that stays valid for 150 blocks, and every executed transaction is kept for
 * `getTransaction`, `getSignatureStatuses` and `getSignaturesForAddress`.
 */
export class SolanaLedger extends EventEmitter<LedgerEvents> {
  readonly svm: LiteSVM
  readonly genesisHash: string
  private currentSlot = 0n
  private readonly blockhashes = new Map<string, bigint>()
  private readonly records = new Map<string, TransactionRecord>()
  private readonly history: TransactionRecord[] = []
  private transactionCount = 0n

  constructor() {
    super()
    // The ledger checks blockhash validity itself, over the last 150 blocks (LiteSVM only knows the latest).
    this.svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(0n)
    this.genesisHash = this.svm.latestBlockhash()
    this.advanceSlot()
  }

  get slot(): bigint {
    return this.currentSlot
  }

  get transactionTotal(): bigint {
    return this.transactionCount
  }

  /** Produces the next slot (one block): a new blockhash, older ones expire after 150 blocks. */
  advanceSlot(): void {
    this.currentSlot += 1n
    this.svm.warpToSlot(this.currentSlot)
    this.svm.expireBlockhash()
    this.blockhashes.set(this.svm.latestBlockhash(), this.currentSlot + BLOCKHASH_VALIDITY)
    for (const [hash, lastValid] of this.blockhashes)
      if (lastValid < this.currentSlot) this.blockhashes.delete(hash)
    this.emit('slot', this.currentSlot)
  }

  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash) ?? this.currentSlot }
  }

  isBlockhashValid(blockhash: string): boolean {
    return (this.blockhashes.get(blockhash) ?? -1n) >= this.currentSlot
  }

  getAccount(addr: string): EncodedAccount | undefined {
    const account = this.svm.getAccount(address(addr))
    return account.exists ? account : undefined
  }

  /** Decimals of a mint, for token amounts. */
  readonly decimalsOf = (mint: string): number | undefined => {
    const account = this.getAccount(mint)
    return account ? decodeMint(account)?.decimals : undefined
  }

  transaction(signature: string): TransactionRecord | undefined {
    return this.records.get(signature)
  }

  /** Newest first, as `getSignaturesForAddress` lists them. */
  transactionsFor(addr: string): TransactionRecord[] {
    return this.history.filter((record) => record.parsed.accountKeys.includes(addr)).reverse()
  }

  feeFor(parsed: Pick<ParsedWireTransaction, 'header'>): bigint {
    return LAMPORTS_PER_SIGNATURE * BigInt(parsed.header.numRequiredSignatures)
  }

  simulate(wire: Uint8Array, { sigVerify = false, replaceRecentBlockhash = false } = {}): SimulationResult {
    const parsed = parseWireTransaction(wire)
    if (!replaceRecentBlockhash && !this.isBlockhashValid(parsed.recentBlockhash)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n }
    }
    this.svm.withSigverify(sigVerify)
    try {
      const result = this.svm.simulateTransaction(getTransactionDecoder().decode(wire))
      const meta = result.meta()
      const err = result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null
      return { err, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
    } finally {
      this.svm.withSigverify(true)
    }
  }

  /**
   * Executes a wire transaction as `sendTransaction` does: preflight (unless skipped) answers failures
   * with the validator's errors; a transaction that fails in a program still lands, fee charged.
   */
  send(wire: Uint8Array, { skipPreflight = false } = {}): string {
    const parsed = parseWireTransaction(wire)
    const signature = parsed.signatures[0]
    if (!signature) throw new SolanaRpcError(-32602, 'Invalid params: transaction has no signatures')
    if (this.records.has(signature))
      throw preflightFailure({ err: 'AlreadyProcessed', logs: [], unitsConsumed: 0n })
    if (!this.isBlockhashValid(parsed.recentBlockhash)) {
      if (skipPreflight) return signature
      throw preflightFailure({ err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n })
    }
    if (!skipPreflight) {
      const simulation = this.simulate(wire, { sigVerify: true })
      if (simulation.err === 'SignatureFailure') {
        throw new SolanaRpcError(-32003, 'Transaction signature verification failure')
      }
      if (simulation.err) throw preflightFailure(simulation)
    }
    const keys = parsed.accountKeys
    const preBalances = keys.map((key) => this.svm.getBalance(address(key)) ?? 0n)
    const preTokenBalances = this.tokenBalances(keys)
    let result: ReturnType<LiteSVM['sendTransaction']>
    try {
      result = this.svm.sendTransaction(getTransactionDecoder().decode(wire))
    } catch (cause) {
      throw new SolanaRpcError(-32003, 'Transaction signature verification failure', String(cause))
    }
    const err = result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null
    // Failures before execution (fee payer, signatures, ...) never land on a real cluster either.
    if (err !== null && !(typeof err === 'object' && 'InstructionError' in err)) return signature
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
    const record: TransactionRecord = {
      signature,
      slot: this.currentSlot,
      blockTime: Math.floor(Date.now() / 1000),
      err,
      wire,
      parsed,
      fee: this.feeFor(parsed),
      preBalances,
      postBalances: keys.map((key) => this.svm.getBalance(address(key)) ?? 0n),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys),
      logs: meta.logs(),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
    }
    this.records.set(signature, record)
    this.history.push(record)
    this.transactionCount += 1n
    this.emit('transaction', record)
    return signature
  }

  /** Credits lamports without a transaction (used to fund the faucet and dev accounts at start). */
  fund(addr: Address, amount: bigint): void {
    const existing = this.svm.getBalance(addr) ?? 0n
    this.svm.setAccount({
      address: addr,
      lamports: lamports(existing + amount),
      programAddress: address('11111111111111111111111111111111'),
      executable: false,
      data: new Uint8Array(),
      space: 0n,
    })
  }

  private tokenBalances(keys: string[]): TokenBalance[] {
    return keys.flatMap((key, accountIndex) => {
      const account = this.getAccount(key)
      const token = account && decodeTokenAccount(account)
      if (!account || !token) return []
      const decimals = this.decimalsOf(token.mint) ?? 0
      return [
        {
          accountIndex,
          mint: token.mint,
          owner: token.owner,
          programId: account.programAddress,
          uiTokenAmount: uiTokenAmount(token.amount, decimals),
        },
      ]
    })
  }
}

function preflightFailure({ err, logs, unitsConsumed }: SimulationResult): SolanaRpcError {
  return new SolanaRpcError(-32002, `Transaction simulation failed: ${transactionErrorMessage(err ?? '')}`, {
    accounts: null,
    err,
    innerInstructions: null,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed,
  })
}
