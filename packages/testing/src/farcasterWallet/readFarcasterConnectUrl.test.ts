import { expect, it } from 'vitest'
import { readFarcasterConnectUrl } from './readFarcasterConnectUrl.js'

it('reads what a link asks for, and refuses one without a channel token', () => {
  expect(
    readFarcasterConnectUrl(
      'farcaster://connect?channelToken=abc&nonce=n0nce1234&siweUri=http%3A%2F%2F127.0.0.1%3A5173&domain=127.0.0.1%3A5173',
    ),
  ).toEqual({
    channelToken: 'abc',
    nonce: 'n0nce1234',
    siweUri: 'http://127.0.0.1:5173',
    domain: '127.0.0.1:5173',
    notBefore: undefined,
    expirationTime: undefined,
  })
  expect(() => readFarcasterConnectUrl('farcaster://connect?nonce=n0nce1234')).toThrow(/no channelToken/)
})
