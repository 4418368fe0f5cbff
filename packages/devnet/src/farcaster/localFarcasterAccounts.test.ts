import { expect, it } from 'vitest'
import { LOCAL_FARCASTER_ACCOUNTS, localFarcasterCustody } from './localFarcasterAccounts.js'

it('each test fid custody address is the one its derived key signs with', () => {
  for (const account of LOCAL_FARCASTER_ACCOUNTS) {
    expect(localFarcasterCustody(account.fid).address).toBe(account.custody)
  }
  expect(new Set(LOCAL_FARCASTER_ACCOUNTS.map((account) => account.fid)).size).toBe(
    LOCAL_FARCASTER_ACCOUNTS.length,
  )
})
