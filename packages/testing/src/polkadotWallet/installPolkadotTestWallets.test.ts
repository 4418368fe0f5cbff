import { describe, expect, it } from 'vitest'
import { installPolkadotTestWallets } from './installPolkadotTestWallets.js'
import { INSTALLED_POLKADOT_WALLETS_GLOBAL } from './PolkadotWalletInstallation.js'

const installation = {
  wallets: [
    { name: 'Polkadot A', uris: ['//Alice'], key: 'portico-a' },
    { name: 'Polkadot B', uris: ['//Bob'], key: 'portico-b', ss58Prefix: 0 },
  ],
}

function memory() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
  }
}

type Page = EventTarget & {
  injectedWeb3?: Record<string, { enable(origin: string): Promise<unknown> }>
  [INSTALLED_POLKADOT_WALLETS_GLOBAL]?: unknown
}

describe('installPolkadotTestWallets', () => {
  it('injects each wallet under its injectedWeb3 key and lists them by name', async () => {
    const target: Page = new EventTarget()
    const wallets = await installPolkadotTestWallets(installation, { target, memory: memory() })
    expect(Object.keys(target.injectedWeb3 ?? {})).toEqual(['portico-a', 'portico-b'])
    expect(target[INSTALLED_POLKADOT_WALLETS_GLOBAL]).toBe(wallets)
    expect(wallets['Polkadot A']?.addresses).toEqual(['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'])
    expect(wallets['Polkadot B']?.addresses[0]).toMatch(/^1/)
  })

  it('remembers across a reload that the site is authorised, until the extension revokes it', async () => {
    const tab = memory()
    const firstPage: Page = new EventTarget()
    await installPolkadotTestWallets(installation, { target: firstPage, memory: tab })
    await firstPage.injectedWeb3?.['portico-a']?.enable('My dapp')

    const reloaded = await installPolkadotTestWallets(installation, {
      target: new EventTarget(),
      memory: tab,
    })
    expect(reloaded['Polkadot A']?.authorized).toBe(true)
    expect(reloaded['Polkadot B']?.authorized).toBe(false)

    reloaded['Polkadot A']?.emitDisconnect()
    const again = await installPolkadotTestWallets(installation, { target: new EventTarget(), memory: tab })
    expect(again['Polkadot A']?.authorized).toBe(false)
  })
})
