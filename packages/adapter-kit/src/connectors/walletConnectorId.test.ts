import { expect, it } from 'vitest'
import { walletConnectorId } from './walletConnectorId.js'

it("is the wallet's name in lower case with '-' between words, else the fallback", () => {
  expect(walletConnectorId('Test Wallet 1', 'x-wallet')).toBe('test-wallet-1')
  expect(walletConnectorId('  Phantom! ', 'x-wallet')).toBe('phantom')
  expect(walletConnectorId('🦊', 'x-wallet')).toBe('x-wallet')
})
