import { EventEmitter } from 'node:events'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { anteEvents } from './anteEvents.js'
import type { CosmosAccount } from './CosmosAccount.js'
import { CosmosAccounts } from './CosmosAccounts.js'
import type { CosmosBlock } from './CosmosBlock.js'
import type { CosmosEvent } from './CosmosEvent.js'
import { CosmosTxError } from './CosmosTxError.js'
import type { CosmosTxRecord } from './CosmosTxRecord.js'
import { checkTx } from './checkTx.js'
import { decodeTx } from './decodeTx.js'
import { deliverMessages } from './deliverMessages.js'
import { devnetCosmosChain } from './devnetCosmosChain.js'
import { txGas } from './txGas.js'

/**
 * A Cosmos SDK chain reduced to auth and bank: accounts with numbers, sequences and public keys,
 * balances, blocks, and transactions checked like the SDK ante handler does (decode, signatures in
 * SIGN_MODE_DIRECT and LEGACY_AMINO_JSON, sequences, minimum fees, gas) before MsgSend runs.
 */
export class CosmosLedger extends EventEmitter<{ block: [CosmosBlock] }> {
  readonly chainId = devnetCosmosChain.chainId
  private readonly accounts = new CosmosAccounts()
  private readonly txs = new Map<string, CosmosTxRecord>()
  private readonly blocks: CosmosBlock[] = []

  constructor() {
    super()
    this.commitBlock()
  }

  get latestBlock(): CosmosBlock {
    return this.blocks[this.blocks.length - 1] as CosmosBlock
  }

  get earliestBlock(): CosmosBlock {
    return this.blocks[0] as CosmosBlock
  }

  block(height: number): CosmosBlock | undefined {
    return this.blocks[height - 1]
  }

  /** Closes the current block (an empty one when nothing happened). */
  commitBlock(): CosmosBlock {
    const height = this.blocks.length + 1
    const block = {
      height,
      time: new Date(),
      hash: bytesToHex(sha256(utf8ToBytes(`${this.chainId}/${height}`))).toUpperCase(),
    }
    this.blocks.push(block)
    this.emit('block', block)
    return block
  }

  account(address: string): CosmosAccount | undefined {
    return this.accounts.get(address)
  }

  balancesOf(address: string): Coin[] {
    return this.accounts.balancesOf(address)
  }

  balance(address: string, denom: string): Coin {
    return this.accounts.balance(address, denom)
  }

  /** Credits coins at genesis. */
  fund(address: string, denom: string, amount: bigint): void {
    this.accounts.ensure(address)
    this.accounts.credit(address, denom, amount)
  }

  transaction(hash: string): CosmosTxRecord | undefined {
    return this.txs.get(hash.toUpperCase())
  }

  allTransactions(): CosmosTxRecord[] {
    return [...this.txs.values()]
  }

  /** Gas a transaction uses (what `/cosmos.tx.v1beta1.Service/Simulate` reports). */
  simulate(txBytes: Uint8Array): { gasUsed: bigint; gasWanted: bigint; events: CosmosEvent[] } {
    const decoded = decodeTx(txBytes)
    const gasUsed = txGas(decoded)
    for (const message of decoded.messages) this.accounts.checkSpendable(message.fromAddress, message.amount)
    return { gasUsed, gasWanted: decoded.authInfo.fee?.gasLimit ?? 0n, events: [] }
  }

  /**
   * broadcast_tx_sync: CheckTx (ante handler) throws a CosmosTxError; a passing transaction is then
   * delivered in a new block, where a failing message still costs the fee and the sequence.
   */
  broadcast(txBytes: Uint8Array): CosmosTxRecord {
    const hash = bytesToHex(sha256(txBytes)).toUpperCase()
    if (this.txs.has(hash)) throw new CosmosTxError(19, 'tx already exists in cache')
    const decoded = decodeTx(txBytes)
    const signers = checkTx(decoded, this.accounts, this.chainId)

    // Ante handler effects: fee, sequence, public key. They stay even if the messages fail.
    const fee = decoded.authInfo.fee?.amount ?? []
    const feePayer = signers[0] as CosmosAccount
    for (const coin of fee) this.accounts.debit(feePayer.address, coin.denom, BigInt(coin.amount))
    decoded.authInfo.signerInfos.forEach((signerInfo, index) => {
      const account = signers[index] as CosmosAccount
      account.sequence += 1n
      if (!account.publicKey && signerInfo.publicKey)
        account.publicKey = PubKey.decode(signerInfo.publicKey.value).key
    })

    const height = this.blocks.length + 1
    const result = deliverMessages(this.accounts, decoded, anteEvents(decoded, signers, fee))
    const record = { hash, height, index: 0, tx: txBytes, result }
    this.txs.set(hash, record)
    this.commitBlock()
    return record
  }
}
