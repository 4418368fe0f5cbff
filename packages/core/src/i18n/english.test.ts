import { expect, it } from 'vitest'
import { englishMessage, loadEnglish } from './english.js'

it("has the page's English texts at once and the views' once the English chunk has loaded", async () => {
  expect(englishMessage('button.connect')).toBe('Connect Wallet')
  expect(englishMessage('error.USER_REJECTED')).toBe('User rejected the request')
  expect(englishMessage('connect.allWallets')).toBeUndefined()
  await loadEnglish()
  expect(englishMessage('connect.allWallets')).toBe('All wallets')
})
