import { LOCAL_FARCASTER_ACCOUNTS } from '@portico/devnet'
import { expect, it } from 'vitest'
import { loadFarcasterAuthConfig } from './loadFarcasterAuthConfig.js'

it('development knows the test fids; production knows none unless FARCASTER_ACCOUNTS names them', () => {
  // The devnet's test fids, whose custody keys the test Farcaster app derives.
  expect(loadFarcasterAuthConfig({}, true)?.accounts).toEqual(LOCAL_FARCASTER_ACCOUNTS)
  expect(loadFarcasterAuthConfig({}, false)).toBeUndefined()
  const configured = loadFarcasterAuthConfig(
    {
      FARCASTER_ACCOUNTS:
        '[{"fid":7,"custody":"0xa1153393636750230f4db253300e59ca8bd3a9c0","username":"seven"}]',
      FARCASTER_CHANNEL_SECONDS: '20',
    },
    false,
  )
  expect(configured).toEqual({
    accounts: [{ fid: 7, custody: '0xa1153393636750230f4dB253300E59Ca8bD3a9c0', username: 'seven' }],
    channelLifetimeMs: 20_000,
  })
})

it('says which part of the configuration is wrong', () => {
  expect(() => loadFarcasterAuthConfig({ FARCASTER_ACCOUNTS: '{' }, false)).toThrow(
    /FARCASTER_ACCOUNTS is not JSON/,
  )
  expect(() =>
    loadFarcasterAuthConfig({ FARCASTER_ACCOUNTS: '[{"fid":1,"custody":"0x12","username":"a"}]' }, false),
  ).toThrow(/fid 1: custody is not an address/)
  expect(() => loadFarcasterAuthConfig({ FARCASTER_CHANNEL_SECONDS: '0' }, true)).toThrow(
    /FARCASTER_CHANNEL_SECONDS/,
  )
})
