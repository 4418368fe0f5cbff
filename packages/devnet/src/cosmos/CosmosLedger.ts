import { EventEmitter } from 'node:events'
import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { MsgSend, MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { CosmosTxError, sdkErrorCodes } from './CosmosTxError.js'
import { cosmosAddress } from './cosmosAddress.js'
import { devnetCosmosChain } from './devnetCosmosChain.js'
import { MSG_SEND_TYPE_URL, signBytes } from './signBytes.js'

export type CosmosAccount = {
  address: string
  accountNumber: bigint
  sequence: bigint
  publicKey?: Uint8Array
}
export type CosmosEvent = { type: string; attributes: { key: string; value: string; index: boolean }[] }
export type TxResult = {
  code: number
  codespace: string
  log: string
  data: Uint8Array
  gasWanted: bigint
  gasUsed: bigint
  events: CosmosEvent[]
}
export type CosmosTxRecord = { hash: string; height: number; index: number; tx: Uint8Array; result: TxResult }
export type CosmosBlock = { height: number; time: Date; hash: string }

const PUBKEY_TYPE_URL = '/cosmos.crypto.secp256k1.PubKey'
/** Deterministic gas: a base cost per transaction plus a cost per message and per signature. */
const GAS_BASE = 60_000n
const GAS_PER_MESSAGE = 20_000n
const GAS_PER_SIGNATURE = 1_000n

type Decoded = { raw: TxRaw; body: TxBody; authInfo: AuthInfo; messages: MsgSend[] }

/**
 * A Cosmos SDK chain reduced to auth and bank: accounts with numbers, sequences and public keys,
 * balances, blocks, and transactions checked like the SDK ante handler does (decode, signatures in
 * SIGN_MODE_DIRECT and LEGACY_AMINO_JSON, sequences, minimum fees, gas) before MsgSend runs.
 */
export class CosmosLedger extends EventEmitter<{ block: [CosmosBlock] }> {
  readonly chainId = devnetCosmosChain.chainId
  private readonly accounts = new Map<string, CosmosAccount>()
  private readonly balances = new Map<string, Map<string, bigint>>()
  private readonly txs = new Map<string, CosmosTxRecord>()
  private readonly blocks: CosmosBlock[] = []
  private nextAccountNumber = 0n

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
    return [...(this.balances.get(address) ?? new Map<string, bigint>())]
      .filter(([, amount]) => amount > 0n)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
  }

  balance(address: string, denom: string): Coin {
    return { denom, amount: (this.balances.get(address)?.get(denom) ?? 0n).toString() }
  }

  /** Credits coins at genesis. */
  fund(address: string, denom: string, amount: bigint): void {
    this.ensureAccount(address)
    this.credit(address, denom, amount)
  }

  transaction(hash: string): CosmosTxRecord | undefined {
    return this.txs.get(hash.toUpperCase())
  }

  allTransactions(): CosmosTxRecord[] {
    return [...this.txs.values()]
  }

  /** Gas a transaction uses (what `/cosmos.tx.v1beta1.Service/Simulate` reports). */
  simulate(txBytes: Uint8Array): { gasUsed: bigint; gasWanted: bigint; events: CosmosEvent[] } {
    const decoded = decode(txBytes)
    const gasUsed = gasFor(decoded)
    for (const message of decoded.messages) this.checkSpendable(message.fromAddress, message.amount)
    return { gasUsed, gasWanted: decoded.authInfo.fee?.gasLimit ?? 0n, events: [] }
  }

  /**
   * broadcast_tx_sync: CheckTx (ante handler) throws a CosmosTxError; a passing transaction is then
   * delivered in a new block, where a failing message still costs the fee and the sequence.
   */
  broadcast(txBytes: Uint8Array): CosmosTxRecord {
    const hash = bytesToHex(sha256(txBytes)).toUpperCase()
    if (this.txs.has(hash)) throw new CosmosTxError(19, 'tx already exists in cache')
    const decoded = decode(txBytes)
    const signers = this.checkTx(decoded)
    const gasWanted = decoded.authInfo.fee?.gasLimit ?? 0n
    const gasUsed = gasFor(decoded)

    // Ante handler effects: fee, sequence, public key. They stay even if the messages fail.
    const fee = decoded.authInfo.fee?.amount ?? []
    const feePayer = signers[0] as CosmosAccount
    for (const coin of fee) this.debit(feePayer.address, coin.denom, BigInt(coin.amount))
    decoded.authInfo.signerInfos.forEach((signerInfo, index) => {
      const account = signers[index] as CosmosAccount
      account.sequence += 1n
      if (!account.publicKey && signerInfo.publicKey)
        account.publicKey = PubKey.decode(signerInfo.publicKey.value).key
    })
    const anteEvents = this.anteEvents(decoded, signers, fee)

    const height = this.blocks.length + 1
    let result: TxResult
    if (gasUsed > gasWanted) {
      result = failure(
        sdkErrorCodes.outOfGas,
        `out of gas in location: txSize; gasWanted: ${gasWanted}, gasUsed: ${gasUsed}: out of gas`,
      )
    } else {
      try {
        for (const message of decoded.messages) this.checkSpendable(message.fromAddress, message.amount)
        const events = decoded.messages.flatMap((message) => this.send(message))
        const data = TxMsgData.encode({
          data: [],
          msgResponses: decoded.messages.map(() => ({
            typeUrl: '/cosmos.bank.v1beta1.MsgSendResponse',
            value: MsgSendResponse.encode({}).finish(),
          })),
        }).finish()
        result = {
          code: 0,
          codespace: '',
          log: '',
          data,
          gasWanted,
          gasUsed,
          events: [...anteEvents, ...events],
        }
      } catch (error) {
        if (!(error instanceof CosmosTxError)) throw error
        result = failure(error.abciCode, error.shortMessage, error.codespace)
      }
    }
    if (result.code !== 0) result = { ...result, gasWanted, gasUsed, events: anteEvents }
    const record = { hash, height, index: 0, tx: txBytes, result }
    this.txs.set(hash, record)
    this.commitBlock()
    return record
  }

  private checkTx({ raw, body, authInfo, messages }: Decoded): CosmosAccount[] {
    if (messages.length === 0)
      throw new CosmosTxError(
        sdkErrorCodes.invalidRequest,
        'must contain at least one message: invalid request',
      )
    if (raw.signatures.length === 0) throw new CosmosTxError(15, 'no signatures supplied')
    if (raw.signatures.length !== authInfo.signerInfos.length) {
      throw new CosmosTxError(
        sdkErrorCodes.unauthorized,
        `wrong number of signers; expected ${authInfo.signerInfos.length}, got ${raw.signatures.length}: unauthorized`,
      )
    }
    const expectedSigners = [...new Set(messages.map((message) => message.fromAddress))]
    if (expectedSigners.length !== authInfo.signerInfos.length) {
      throw new CosmosTxError(
        sdkErrorCodes.unauthorized,
        `invalid number of signer; expected: ${expectedSigners.length}, got ${authInfo.signerInfos.length}: unauthorized`,
      )
    }
    this.checkFee(authInfo)
    return authInfo.signerInfos.map((signerInfo, index) => {
      const address = expectedSigners[index] as string
      const account = this.accounts.get(address)
      if (!account) {
        throw new CosmosTxError(9, `account ${address} not found: unknown address`)
      }
      const publicKey = signerInfo.publicKey
        ? decodePublicKey(signerInfo.publicKey.typeUrl, signerInfo.publicKey.value)
        : account.publicKey
      if (!publicKey)
        throw new CosmosTxError(sdkErrorCodes.invalidPubKey, `pubkey on account is not set: invalid pubkey`)
      if (cosmosAddress(publicKey) !== address) {
        throw new CosmosTxError(
          sdkErrorCodes.invalidPubKey,
          `pubKey does not match signer address ${address} with signer index: ${index}: invalid pubkey`,
        )
      }
      if (signerInfo.sequence !== account.sequence) {
        throw new CosmosTxError(
          sdkErrorCodes.wrongSequence,
          `account sequence mismatch, expected ${account.sequence}, got ${signerInfo.sequence}: incorrect account sequence`,
        )
      }
      const mode = signerInfo.modeInfo?.single?.mode
      if (mode === undefined)
        throw new CosmosTxError(
          sdkErrorCodes.unauthorized,
          'only single signatures are supported: unauthorized',
        )
      const bytes = signBytes({
        mode,
        body,
        bodyBytes: raw.bodyBytes,
        authInfo,
        authInfoBytes: raw.authInfoBytes,
        chainId: this.chainId,
        accountNumber: account.accountNumber,
        sequence: account.sequence,
      })
      const signature = raw.signatures[index] as Uint8Array
      const valid =
        signature.length === 64 &&
        secp256k1.verify(signature, sha256(bytes), publicKey, { prehash: false, lowS: true })
      if (!valid) {
        throw new CosmosTxError(
          sdkErrorCodes.unauthorized,
          `signature verification failed; please verify account number (${account.accountNumber}) and chain-id (${this.chainId}): unauthorized`,
        )
      }
      return account
    })
  }

  private checkFee(authInfo: AuthInfo): void {
    const gasLimit = authInfo.fee?.gasLimit ?? 0n
    const paid = (authInfo.fee?.amount ?? []).find((coin) => coin.denom === devnetCosmosChain.denom)
    const required = BigInt(Math.ceil(Number(gasLimit) * devnetCosmosChain.minGasPrice))
    if (BigInt(paid?.amount ?? '0') < required) {
      const got = (authInfo.fee?.amount ?? []).map((coin) => `${coin.amount}${coin.denom}`).join(',')
      throw new CosmosTxError(
        sdkErrorCodes.insufficientFee,
        `insufficient fees; got: ${got} required: ${required}${devnetCosmosChain.denom}: insufficient fee`,
      )
    }
  }

  private checkSpendable(address: string, coins: Coin[]): void {
    for (const coin of coins) {
      const spendable = this.balances.get(address)?.get(coin.denom) ?? 0n
      if (spendable < BigInt(coin.amount)) {
        throw new CosmosTxError(
          sdkErrorCodes.insufficientFunds,
          `spendable balance ${spendable}${coin.denom} is smaller than ${coin.amount}${coin.denom}: insufficient funds`,
        )
      }
    }
  }

  private send(message: MsgSend): CosmosEvent[] {
    let prefix = ''
    try {
      // An explicit length limit: @cosmjs/encoding's default (Infinity) is refused by @scure/base 2.
      prefix = fromBech32(message.toAddress, 90).prefix
    } catch {
      throw new CosmosTxError(
        sdkErrorCodes.invalidAddress,
        `invalid to address: ${message.toAddress}: invalid address`,
      )
    }
    if (prefix !== devnetCosmosChain.bech32Prefix) {
      throw new CosmosTxError(
        sdkErrorCodes.invalidAddress,
        `invalid Bech32 prefix; expected ${devnetCosmosChain.bech32Prefix}, got ${prefix}: invalid address`,
      )
    }
    for (const coin of message.amount) {
      this.debit(message.fromAddress, coin.denom, BigInt(coin.amount))
      this.ensureAccount(message.toAddress)
      this.credit(message.toAddress, coin.denom, BigInt(coin.amount))
    }
    const amount = message.amount.map((coin) => `${coin.amount}${coin.denom}`).join(',')
    return [
      event('message', { action: MSG_SEND_TYPE_URL, sender: message.fromAddress, module: 'bank' }),
      event('coin_spent', { spender: message.fromAddress, amount }),
      event('coin_received', { receiver: message.toAddress, amount }),
      event('transfer', { recipient: message.toAddress, sender: message.fromAddress, amount }),
      event('message', { sender: message.fromAddress }),
    ]
  }

  private anteEvents({ raw, authInfo }: Decoded, signers: CosmosAccount[], fee: Coin[]): CosmosEvent[] {
    const feeText = fee.map((coin) => `${coin.amount}${coin.denom}`).join(',')
    const payer = signers[0]?.address ?? ''
    return [
      event('coin_spent', { spender: payer, amount: feeText }),
      event('coin_received', { receiver: FEE_COLLECTOR, amount: feeText }),
      event('transfer', { recipient: FEE_COLLECTOR, sender: payer, amount: feeText }),
      event('message', { sender: payer }),
      event('tx', { fee: feeText, fee_payer: payer }),
      ...signers.map((signer, index) =>
        event('tx', {
          acc_seq: `${signer.address}/${(authInfo.signerInfos[index]?.sequence ?? 0n).toString()}`,
        }),
      ),
      ...raw.signatures.map((signature) =>
        event('tx', { signature: Buffer.from(signature).toString('base64') }),
      ),
    ]
  }

  private ensureAccount(address: string): CosmosAccount {
    let account = this.accounts.get(address)
    if (!account) {
      account = { address, accountNumber: this.nextAccountNumber++, sequence: 0n }
      this.accounts.set(address, account)
    }
    return account
  }

  private credit(address: string, denom: string, amount: bigint): void {
    const coins = this.balances.get(address) ?? new Map<string, bigint>()
    coins.set(denom, (coins.get(denom) ?? 0n) + amount)
    this.balances.set(address, coins)
  }

  private debit(address: string, denom: string, amount: bigint): void {
    this.checkSpendable(address, [{ denom, amount: amount.toString() }])
    const coins = this.balances.get(address) as Map<string, bigint>
    coins.set(denom, (coins.get(denom) ?? 0n) - amount)
  }
}

/** The fee collector module account, as on every SDK chain. */
const FEE_COLLECTOR = toBech32(
  devnetCosmosChain.bech32Prefix,
  sha256(utf8ToBytes('fee_collector')).slice(0, 20),
)

function event(type: string, attributes: Record<string, string>): CosmosEvent {
  return { type, attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })) }
}

function failure(code: number, log: string, codespace = 'sdk'): TxResult {
  return { code, codespace, log, data: new Uint8Array(), gasWanted: 0n, gasUsed: 0n, events: [] }
}

function gasFor({ messages, raw }: Decoded): bigint {
  return (
    GAS_BASE + GAS_PER_MESSAGE * BigInt(messages.length) + GAS_PER_SIGNATURE * BigInt(raw.signatures.length)
  )
}

function decodePublicKey(typeUrl: string, value: Uint8Array): Uint8Array {
  if (typeUrl !== PUBKEY_TYPE_URL) {
    throw new CosmosTxError(
      sdkErrorCodes.invalidPubKey,
      `unsupported public key type ${typeUrl}: invalid pubkey`,
    )
  }
  return PubKey.decode(value).key
}

function decode(txBytes: Uint8Array): Decoded {
  let raw: TxRaw
  let body: TxBody
  let authInfo: AuthInfo
  try {
    raw = TxRaw.decode(txBytes)
    body = TxBody.decode(raw.bodyBytes)
    authInfo = AuthInfo.decode(raw.authInfoBytes)
  } catch (cause) {
    throw new CosmosTxError(sdkErrorCodes.txDecode, `${String(cause)}: tx parse error`)
  }
  const messages = body.messages.map((message) => {
    if (message.typeUrl !== MSG_SEND_TYPE_URL) {
      throw new CosmosTxError(
        sdkErrorCodes.txDecode,
        `unable to resolve type URL ${message.typeUrl}: tx parse error`,
      )
    }
    return MsgSend.decode(message.value)
  })
  return { raw, body, authInfo, messages }
}
