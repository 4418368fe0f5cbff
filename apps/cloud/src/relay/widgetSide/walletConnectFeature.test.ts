import { mkdtemp, rm } from 'node:fs/promises'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Portico } from '@portico/core'
import { type Hex, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { type RunningAnvil, spawnAnvil } from '../../testing/spawnAnvil.js'
import { testConfig } from '../../testing/testConfig.js'
import { createWallet } from '../testing/officialClients.js'
import { relayUrlOf } from '../testing/openRelaySocket.js'
import { openWalletConnectPage, type WalletConnectPage } from './openWalletConnectPage.js'

/** Anvil's well-known development mnemonic (public test keys). */
const account = mnemonicToAccount('test test test test test test test test test test test junk')

// Node 20 has no global WebSocket; the page has one.
;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket

describe('walletConnect() feature: createPortico, the lean client, the official WalletKit, anvil', () => {
  let dataDir: string
  let cloud: RunningCloud
  let anvil: RunningAnvil
  const porticos: Portico[] = []
  const wallets: Awaited<ReturnType<typeof createWallet>>[] = []

  beforeAll(async () => {
    anvil = await spawnAnvil(31337)
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-feature-'))
    cloud = await startCloud(testConfig({ dataDir }))
  })
  afterAll(async () => {
    for (const portico of porticos) portico.destroy()
    for (const wallet of wallets) await wallet.core.relayer.transportClose().catch(() => undefined)
    await cloud?.stop()
    await anvil?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** A page load over `storage` (a fresh one unless given), destroyed after the file. */
  async function load(
    storage?: WalletConnectPage['storage'],
    pairingLifetimeMs?: number,
    relayUrl = relayUrlOf(cloud.url),
    projectId = 'portico-lab',
  ) {
    const page = await openWalletConnectPage({
      rpcUrl: anvil.rpcUrl,
      relayUrl,
      projectId,
      ...(storage === undefined ? {} : { storage }),
      ...(pairingLifetimeMs === undefined ? {} : { pairingLifetimeMs }),
    })
    porticos.push(page.portico)
    return page
  }

  async function wallet(options: { onProposal?: 'approve' | 'reject' } = {}) {
    const created = await createWallet(relayUrlOf(cloud.url), account, `wallet-${wallets.length}`, {
      rpcUrl: anvil.rpcUrl,
      ...options,
    })
    wallets.push(created)
    return created
  }

  it('says the relay cannot be reached (a relay error the view shows with Try again) instead of waiting on a QR no wallet can use', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        server.close(() => resolve(port))
      })
    })
    const page = await load(undefined, undefined, `ws://127.0.0.1:${closed}/relay`)
    await page.api.start().catch(() => undefined)
    await expect.poll(() => page.slice().status, { timeout: 30_000 }).toBe('error')
    expect(page.slice().error?.kind).toBe('relay')
    expect(page.portico.state.chains.eip155?.accountState.address).toBeUndefined()
  })

  it("shows 'Invalid Project ID' when the relay does not know the app's project (no cloud API to say it first)", async () => {
    const page = await load(undefined, undefined, undefined, 'portico-no-such-project')
    await page.api.start()
    await expect.poll(() => page.slice().status, { timeout: 30_000 }).toBe('error')
    expect(page.slice().error?.kind).toBe('failed')
    expect(page.portico.state.alert).toMatchObject({
      open: true,
      code: 'INVALID_PROJECT_ID',
      message: expect.stringMatching(/^Invalid Project ID: /),
    })
  })

  it('pairs from the URI in the state, connects eip155, signs through the wallet, restores after a reload, and sees the wallet leave', async () => {
    const page = await load()
    expect(page.slice().status).toBe('idle')
    await page.api.start()
    expect(page.slice()).toMatchObject({ status: 'pairing', uri: expect.stringMatching(/^wc:/) })
    const phone = await wallet()
    await phone.pair({ uri: page.slice().uri ?? '' })

    await expect.poll(() => page.portico.state.chains.eip155?.accountState.address).toBe(account.address)
    expect(page.slice().status).toBe('connected')
    expect(page.portico.state.chains.eip155?.accountState.connectedWalletInfo).toMatchObject({
      name: 'wallet-0',
      type: 'WALLET_CONNECT',
    })
    const signature = await page.portico.signMessage({ message: 'over walletconnect', namespace: 'eip155' })
    expect(
      await verifyMessage({
        address: account.address,
        message: 'over walletconnect',
        signature: signature as Hex,
      }),
    ).toBe(true)

    page.portico.destroy()
    const reloaded = await load(page.storage)
    await expect.poll(() => reloaded.portico.state.chains.eip155?.accountState.address).toBe(account.address)
    expect(reloaded.slice().status).toBe('connected')

    const [topic] = phone.getActiveSessions ? Object.keys(phone.getActiveSessions()) : []
    await phone.disconnectSession({
      topic: topic ?? '',
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await expect.poll(() => reloaded.portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(reloaded.storage.getItem('@portico/walletconnect/session')).toBeNull()
  })

  it('disconnecting from the widget ends the session on the wallet too', async () => {
    const page = await load()
    await page.api.start()
    const phone = await wallet()
    await phone.pair({ uri: page.slice().uri ?? '' })
    await expect.poll(() => page.portico.state.chains.eip155?.accountState.status).toBe('connected')
    await page.portico.disconnect()
    expect(page.portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    await expect.poll(() => Object.keys(phone.getActiveSessions()).length).toBe(0)
  })

  it('a rejected proposal shows as rejected, and Try again pairs', async () => {
    const page = await load()
    await page.api.start()
    const refusing = await wallet({ onProposal: 'reject' })
    await refusing.pair({ uri: page.slice().uri ?? '' })
    await expect.poll(() => page.slice().status).toBe('error')
    expect(page.slice().error?.kind).toBe('rejected')

    await page.api.start()
    expect(page.slice().status).toBe('pairing')
    const phone = await wallet()
    await phone.pair({ uri: page.slice().uri ?? '' })
    await expect.poll(() => page.portico.state.chains.eip155?.accountState.status).toBe('connected')
  })

  it('a pairing about to expire is replaced by a fresh URI', async () => {
    const page = await load(undefined, 11_000)
    await page.api.start()
    const first = page.slice().uri
    expect(page.slice().expiresAt).toBeGreaterThan(Date.now())
    await expect.poll(() => page.slice().uri, { timeout: 20_000 }).not.toBe(first)
    expect(page.slice().status).toBe('pairing')
  })
})
