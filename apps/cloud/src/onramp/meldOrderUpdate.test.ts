import { describe, expect, it } from 'vitest'
import { meldOrderUpdate } from './meldOrderUpdate.js'

const REF = `onr_${'cd'.repeat(16)}`
const ETH = { code: 'ETH', asset: 'ETH', network: 'eip155:1', decimals: 18 }
const updateFor = (status: string) =>
  meldOrderUpdate(
    'meld',
    {
      eventId: `event-${status}`,
      eventType: 'TRANSACTION_CRYPTO_PENDING',
      transactionId: 'tx1',
      externalSessionId: REF,
    },
    {
      transaction: {
        id: 'tx1',
        status,
        externalSessionId: REF,
        destinationAmount: 0.02955,
        destinationCurrencyCode: 'ETH',
        cryptoDetails: { walletAddress: '0xabc', blockchainTransactionId: '0xfeed', totalFee: 1.75 },
      },
    },
    (code) => (code === 'ETH' ? ETH : undefined),
  )

/** Meld's statuses as its "Transaction Statuses" page lists them (docs.meld.io/docs/transaction-statuses). */
describe("meldOrderUpdate: Meld's transaction statuses", () => {
  it('reads the temporary statuses as a purchase under way, the terminal ones as final', () => {
    const read = (status: string) => {
      const update = updateFor(status)
      return update && [update.status, update.sequence, update.failureReason]
    }
    expect(read('PENDING CREATED')).toEqual(['pending', 1, null])
    expect(read('PENDING_CREATED')).toEqual(['pending', 1, null])
    expect(read('PENDING')).toEqual(['pending', 1, null])
    expect(read('TWO_FA_REQUIRED')).toEqual(['pending', 1, null])
    expect(read('SETTLING')).toEqual(['processing', 2, null])
    expect(read('SETTLED')).toEqual(['completed', 3, null])
    expect(read('DECLINED')).toEqual(['failed', 3, 'card_declined'])
    expect(read('CANCELLED')).toEqual(['failed', 3, 'cancelled'])
    expect(read('REFUNDED')).toEqual(['failed', 3, 'refunded'])
    expect(read('FAILED')).toEqual(['failed', 3, 'failed'])
  })

  it('keeps ERROR temporary, as Meld may retry the transaction: a later SETTLED still completes the purchase', () => {
    expect(updateFor('ERROR')).toMatchObject({ status: 'pending', sequence: 1, failureReason: null })
    expect(updateFor('SOMETHING_NEW')).toBeNull()
  })
})
