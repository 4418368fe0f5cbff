import { expect, it } from 'vitest'
import { connectorIdOf } from './connectorIdOf.js'

it('is the wallet name in lower case with other characters as dashes, the same on every load', () => {
  expect(connectorIdOf('Xverse')).toBe('xverse')
  expect(connectorIdOf('Bitcoin Test Wallet 1')).toBe('bitcoin-test-wallet-1')
  expect(connectorIdOf('  Back.pack!  ')).toBe('back-pack')
  expect(connectorIdOf('⚡')).toBe('bitcoin-wallet')
})
