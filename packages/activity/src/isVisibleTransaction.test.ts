import { expect, it } from 'vitest'
import { isVisibleTransaction } from './isVisibleTransaction.js'
import { transactionOf } from './test/startHistoryServer.js'

const nft = (isSpam: boolean) => ({
  nft_info: {
    name: 'Collectible #1',
    content: { preview: { url: '', content_type: 'image/svg+xml' } },
    flags: { is_spam: isSpam },
  },
  direction: 'in' as const,
  quantity: { numeric: '1' },
})

it('keeps only the connected network’s transactions (docs/behaviour.md#validation)', () => {
  expect(isVisibleTransaction(transactionOf('0xa', { chain: 'eip155:1' }), 'eip155:1')).toBe(true)
  expect(isVisibleTransaction(transactionOf('0xa', { chain: 'eip155:10' }), 'eip155:1')).toBe(false)
})

it('hides a transaction whose only transfers are spam NFTs, keeps one with anything else in it', () => {
  const spamOnly = { ...transactionOf('0xa'), transfers: [nft(true), nft(true)] }
  const mixed = { ...transactionOf('0xb'), transfers: [nft(true), ...transactionOf('0xb').transfers] }
  const realNft = { ...transactionOf('0xc'), transfers: [nft(false)] }
  const noTransfers = { ...transactionOf('0xd'), transfers: [] }
  expect(isVisibleTransaction(spamOnly, 'eip155:1')).toBe(false)
  expect(isVisibleTransaction(mixed, 'eip155:1')).toBe(true)
  expect(isVisibleTransaction(realNft, 'eip155:1')).toBe(true)
  expect(isVisibleTransaction(noTransfers, 'eip155:1')).toBe(true)
})
