import { expect, it } from 'vitest'
import { createCosmosTestWallet } from './createCosmosTestWallet.js'
import { registerCosmosTestWallet } from './registerCosmosTestWallet.js'

const privateKey = 'e64e7928d4f6c06f01fefd31f760c51f59a16426e792761cd00529b76501c8a0'

it('installs the wallet under porticoCosmosTestWallet (or the given key) until removed', () => {
  const page: Record<string, unknown> = {}
  const wallet = createCosmosTestWallet({
    privateKey,
    chains: [{ chainId: 'portico-local-1', bech32Prefix: 'portico', restUrl: 'http://127.0.0.1:1' }],
  })
  const remove = registerCosmosTestWallet(wallet, { target: page })
  const removeKeplr = registerCosmosTestWallet(wallet, { target: page, key: 'keplr' })
  expect(page.porticoCosmosTestWallet).toBe(wallet)
  expect(page.keplr).toBe(wallet)
  remove()
  removeKeplr()
  expect(page).toEqual({})
})

it('needs a window or a target', () => {
  const wallet = createCosmosTestWallet({
    privateKey,
    chains: [{ chainId: 'portico-local-1', bech32Prefix: 'portico', restUrl: 'http://127.0.0.1:1' }],
  })
  expect(() => registerCosmosTestWallet(wallet)).toThrow(TypeError)
})
