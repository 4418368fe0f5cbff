import { describe, expect, it } from 'vitest'
import type { CoinbaseAsset } from '../onramp/coinbaseAssets.js'
import { coinbaseTransactionsSchema } from '../onramp/coinbaseOrderUpdate.js'
import { SOLANA_MAINNET } from '../onramp/onrampAssetDecimals.js'
import { coinbaseTransaction } from '../testing/startFakeCoinbaseApi.js'
import { coinbasePaymentStatusOf } from './coinbasePaymentStatus.js'

const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const RECIPIENT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const ASSETS: CoinbaseAsset[] = [
  {
    id: 'usdc',
    networkName: 'solana',
    asset: 'USDC',
    network: SOLANA_MAINNET,
    decimals: 6,
    contractAddress: MINT,
  },
  {
    id: 'sol',
    networkName: 'solana',
    asset: 'SOL',
    network: SOLANA_MAINNET,
    decimals: 9,
    contractAddress: '',
  },
]
const PAYMENT = {
  paymentId: `pay_${'0'.repeat(32)}`,
  network: SOLANA_MAINNET,
  asset: MINT,
  amount: '5000000',
  recipient: RECIPIENT,
}
/** A transaction of Coinbase's for the payment, as the cloud reads it: 5 USDC sent on Solana to the recipient. */
const sent = (status: string, extra: Record<string, unknown> = {}) => {
  const transaction = coinbaseTransaction(PAYMENT.paymentId, status, {
    purchaseCurrency: 'USDC',
    purchaseNetwork: 'solana',
    purchaseAmount: { value: '5.000000', currency: 'USDC' },
    walletAddress: RECIPIENT,
    txHash: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
    ...extra,
  })
  const [read] = coinbaseTransactionsSchema.parse({ transactions: [transaction] }).transactions
  if (!read) throw new Error('unreadable transaction')
  return read
}

describe('coinbasePaymentStatusOf', () => {
  it("reads a payment of an SPL token to a base58 account, whose letters' case is the address itself", () => {
    expect(
      coinbasePaymentStatusOf(PAYMENT, [sent('ONRAMP_TRANSACTION_STATUS_SUCCESS')], ASSETS),
    ).toMatchObject({
      id: 'tx1',
      status: 'success',
      txHash: expect.stringMatching(/^5VER/),
    })
    const otherCase = sent('ONRAMP_TRANSACTION_STATUS_SUCCESS', { walletAddress: RECIPIENT.toLowerCase() })
    expect(coinbasePaymentStatusOf(PAYMENT, [otherCase], ASSETS)).toBeUndefined()
    const sol = sent('ONRAMP_TRANSACTION_STATUS_SUCCESS', { purchaseCurrency: 'SOL' })
    expect(coinbasePaymentStatusOf(PAYMENT, [sol], ASSETS)).toBeUndefined()
  })

  it("ignores a status Coinbase adds later and another payment's transaction, and names one without an id", () => {
    expect(
      coinbasePaymentStatusOf(PAYMENT, [sent('ONRAMP_TRANSACTION_STATUS_ON_HOLD')], ASSETS),
    ).toBeUndefined()
    const another = sent('ONRAMP_TRANSACTION_STATUS_SUCCESS', { partnerUserRef: `pay_${'1'.repeat(32)}` })
    expect(coinbasePaymentStatusOf(PAYMENT, [another], ASSETS)).toBeUndefined()
    const noId = sent('ONRAMP_TRANSACTION_STATUS_CREATED', { transactionId: null })
    expect(coinbasePaymentStatusOf(PAYMENT, [noId], ASSETS)).toEqual({
      id: `coinbase:${PAYMENT.paymentId}`,
      status: 'pending',
      txHash: null,
      failureReason: null,
    })
  })

  it('prefers a transaction on its way to a failure, and names a failure without a reason `failed`', () => {
    const failed = sent('ONRAMP_TRANSACTION_STATUS_FAILED', { failureReason: 'FAILURE_REASON_UNSPECIFIED' })
    expect(coinbasePaymentStatusOf(PAYMENT, [failed], ASSETS)).toMatchObject({
      status: 'failed',
      failureReason: 'failed',
    })
    const retried = sent('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', { transactionId: 'tx2' })
    expect(coinbasePaymentStatusOf(PAYMENT, [failed, retried], ASSETS)).toMatchObject({
      id: 'tx2',
      status: 'pending',
    })
  })
})
