import { expect, it } from 'vitest'
import { knownExtensions, readableExtensionName } from './extensionNames.js'

it.each([
  ['my-wallet_ext', 'My Wallet Ext'],
  ['portico-test', 'Portico Test'],
  ['someone-js', 'Someone'],
  ['x', 'X'],
  ['---', '---'],
])('makes the unknown key %s readable: %s', (key, name) => {
  expect(readableExtensionName(key)).toBe(name)
})

it('names and draws every known extension', () => {
  expect(knownExtensions['subwallet-js']?.name).toBe('SubWallet')
  for (const { icon } of Object.values(knownExtensions)) expect(icon).toMatch(/^data:image\/svg\+xml,/)
})
