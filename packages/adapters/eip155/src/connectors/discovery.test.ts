// @vitest-environment happy-dom
import type { Connector } from '@portico/core'
import { announceTestWallet, createTestWallet, testWalletIcon } from '@portico/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestWorld, type WalletSession } from '../testWorld/startTestWorld.js'

let world: Awaited<ReturnType<typeof startTestWorld>>
const cleanups: (() => void)[] = []

beforeAll(async () => {
  world = await startTestWorld()
})
afterAll(() => world?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function openWallet(options: Parameters<typeof world.openWallet>[0]): WalletSession {
  const session = world.openWallet(options)
  cleanups.push(() => session.stop())
  return session
}

/** A second wallet set as window.ethereum only (a legacy extension without EIP-6963). */
function legacyWallet() {
  const wallet = createTestWallet({
    privateKey: world.devnet.eip155.accounts[7]!.privateKey,
    chains: world.devnet.eip155.chains,
  })
  ;(window as { ethereum?: unknown }).ethereum = wallet
  cleanups.push(() => delete (window as { ethereum?: unknown }).ethereum)
  return wallet
}

const rows = (connectors: Connector[]) => connectors.map(({ id, type }) => ({ id, type }))

describe('wallet discovery', () => {
  it('lists an EIP-6963 wallet once, as ANNOUNCED with its rdns, icon and provider', async () => {
    const session = openWallet({ accountIndex: 1 })
    const { adapter } = await session.load()
    expect(adapter.getConnectors()).toEqual([
      {
        id: session.connectorId,
        name: expect.stringMatching(/^Test Wallet/),
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: testWalletIcon,
        info: { rdns: session.connectorId, icon: testWalletIcon },
        provider: session.wallet,
      },
    ])
  })

  it('gives no second row when window.ethereum is the announced wallet', async () => {
    const session = openWallet({ accountIndex: 1, windowEthereum: true })
    const { adapter } = await session.load()
    expect(rows(adapter.getConnectors())).toEqual([{ id: session.connectorId, type: 'ANNOUNCED' }])
  })

  it('adds the legacy window.ethereum wallet as INJECTED, in wagmi too', async () => {
    const session = openWallet({ accountIndex: 1 })
    const legacy = legacyWallet()
    const { adapter, config } = await session.load()
    expect(rows(adapter.getConnectors())).toEqual([
      { id: session.connectorId, type: 'ANNOUNCED' },
      { id: 'injected', type: 'INJECTED' },
    ])
    expect(adapter.getConnectors()[1]?.provider).toBe(legacy)
    expect(config.connectors.map((connector) => connector.id)).toContain('injected')
  })

  it('honours enableEIP6963 and enableInjected', async () => {
    const session = openWallet({ accountIndex: 1 })
    legacyWallet()
    const withoutAnnounced = await session.load({ enableEIP6963: false })
    expect(rows(withoutAnnounced.adapter.getConnectors())).toEqual([{ id: 'injected', type: 'INJECTED' }])
    const withoutInjected = await session.load({ enableInjected: false })
    expect(rows(withoutInjected.adapter.getConnectors())).toEqual([
      { id: session.connectorId, type: 'ANNOUNCED' },
    ])
  })

  it('reports a wallet announced after start as a connectors event', async () => {
    const session = openWallet({ accountIndex: 1 })
    const { events } = await session.load()
    const late = createTestWallet({
      privateKey: session.account.privateKey,
      chains: world.devnet.eip155.chains,
    })
    const info = {
      uuid: crypto.randomUUID(),
      name: 'Late Wallet',
      icon: testWalletIcon,
      rdns: 'dev.portico.late',
    }
    cleanups.push(announceTestWallet(late, info))

    await expect
      .poll(() => events.filter((event) => event.type === 'connectors').at(-1))
      .toMatchObject({
        connectors: [{ id: session.connectorId }, { id: 'dev.portico.late', type: 'ANNOUNCED' }],
      })
  })
})
