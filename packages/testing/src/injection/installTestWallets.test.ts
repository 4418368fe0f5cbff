import { describe, expect, it } from 'vitest'
import { installTestWallets } from './installTestWallets.js'
import type { TestWalletInstallation } from './TestWalletInstallation.js'

const installation: TestWalletInstallation = {
  chains: [
    { chainId: 31337, name: 'Portico Local', rpcUrl: 'http://127.0.0.1:1' },
    { chainId: 31338, name: 'Portico Local B', rpcUrl: 'http://127.0.0.1:2' },
  ],
  wallets: [
    {
      uuid: 'a',
      name: 'Wallet A',
      rdns: 'dev.portico.a',
      privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    },
    {
      uuid: 'b',
      name: 'Wallet B',
      rdns: 'dev.portico.b',
      privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    },
  ],
  windowEthereum: true,
}

function memory(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries))
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
    map,
  }
}

function announcedNames(target: EventTarget): string[] {
  const names: string[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    names.push((event as CustomEvent<{ info: { name: string } }>).detail.info.name)
  })
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return names
}

describe('installTestWallets', () => {
  it('announces every wallet and exposes the first as window.ethereum and all by rdns', () => {
    const target = new EventTarget() as EventTarget & Record<string, unknown>
    const wallets = installTestWallets(installation, { target, memory: memory() })
    expect(announcedNames(target)).toEqual(['Wallet A', 'Wallet B'])
    expect(target.ethereum).toBe(wallets['dev.portico.a'])
    expect(target.__porticoTestWallets).toBe(wallets)
  })

  it('remembers authorisation and chain across a reload of the page', async () => {
    const store = memory()
    const first = installTestWallets(installation, { target: new EventTarget(), memory: store })
    const wallet = first['dev.portico.a']!
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.switchChain(31338)

    const reloaded = installTestWallets(installation, { target: new EventTarget(), memory: store })
    expect(reloaded['dev.portico.a']!.authorized).toBe(true)
    expect(reloaded['dev.portico.a']!.chainId).toBe(31338)
    expect(reloaded['dev.portico.b']!.authorized).toBe(false)
  })

  it('ignores remembered garbage and chains it does not know', () => {
    const store = memory({
      'portico-test-wallet:dev.portico.a': '{not json',
      'portico-test-wallet:dev.portico.b': JSON.stringify({ authorized: true, chainId: 1 }),
    })
    const wallets = installTestWallets(installation, { target: new EventTarget(), memory: store })
    expect(wallets['dev.portico.a']!.authorized).toBe(false)
    expect(wallets['dev.portico.b']!.chainId).toBe(31337)
  })

  it('installs the Cosmos wallets under their window key and the Polkadot extensions in injectedWeb3', async () => {
    const target = new EventTarget() as EventTarget & Record<string, unknown>
    installTestWallets(
      {
        ...installation,
        cosmos: {
          chains: [{ chainId: 'portico-local-1', bech32Prefix: 'portico', restUrl: 'http://127.0.0.1:1' }],
          wallets: [
            { name: 'Cosmos A', key: 'cosmosA', privateKey: installation.wallets[0]!.privateKey.slice(2) },
          ],
        },
        polkadot: { wallets: [{ name: 'Polkadot A', key: 'polkadot-a', uris: ['//Bob'] }] },
      },
      { target, memory: memory() },
    )
    expect(target.cosmosA).toBe((target.__porticoCosmosTestWallets as Record<string, unknown>)['Cosmos A'])
    await expect
      .poll(() => Object.keys((target.injectedWeb3 as Record<string, unknown> | undefined) ?? {}))
      .toEqual(['polkadot-a'])
  })
})
