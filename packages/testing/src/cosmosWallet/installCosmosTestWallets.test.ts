import { describe, expect, it } from 'vitest'
import { INSTALLED_COSMOS_WALLETS_GLOBAL } from './CosmosWalletInstallation.js'
import { installCosmosTestWallets } from './installCosmosTestWallets.js'

const installation = {
  chains: [{ chainId: 'portico-local-1', bech32Prefix: 'portico', restUrl: 'http://127.0.0.1:1' }],
  wallets: [
    {
      name: 'Cosmos A',
      privateKey: 'e64e7928d4f6c06f01fefd31f760c51f59a16426e792761cd00529b76501c8a0',
      key: 'porticoCosmosA',
    },
    {
      name: 'Cosmos B',
      privateKey: 'bb54092b20b9793b15fb9527c860f88aeb65dbd5863a4748bd735edec5917625',
      key: 'porticoCosmosB',
    },
  ],
}

function memory() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
  }
}

describe('installCosmosTestWallets', () => {
  it('installs each wallet under its window key and by name', () => {
    const target = new EventTarget() as EventTarget & Record<string, unknown>
    const wallets = installCosmosTestWallets(installation, { target, memory: memory() })
    expect(target.porticoCosmosA).toBe(wallets['Cosmos A'])
    expect(target.porticoCosmosB).toBe(wallets['Cosmos B'])
    expect(target[INSTALLED_COSMOS_WALLETS_GLOBAL]).toBe(wallets)
  })

  it('remembers across a reload which chains the site may use, until it is disabled', async () => {
    const tab = memory()
    const first = installCosmosTestWallets(installation, { target: new EventTarget(), memory: tab })
    await first['Cosmos A']?.enable('portico-local-1')

    const reloaded = installCosmosTestWallets(installation, { target: new EventTarget(), memory: tab })
    expect(reloaded['Cosmos A']?.enabledChains).toEqual(['portico-local-1'])
    expect(reloaded['Cosmos B']?.enabledChains).toEqual([])

    await reloaded['Cosmos A']?.disable()
    const again = installCosmosTestWallets(installation, { target: new EventTarget(), memory: tab })
    expect(again['Cosmos A']?.enabledChains).toEqual([])
  })
})
