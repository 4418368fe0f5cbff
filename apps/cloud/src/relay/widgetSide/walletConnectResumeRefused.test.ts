import { mkdtemp, rm } from 'node:fs/promises'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Portico } from '@portico/core'
import { type Hex, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { seedPgliteDataDir } from '../../testing/seedPgliteDataDir.js'
import { type RunningAnvil, spawnAnvil } from '../../testing/spawnAnvil.js'
import { type CloudProcess, spawnCloudProcess } from '../../testing/spawnCloudProcess.js'
import { createWallet } from '../testing/officialClients.js'
import { relayUrlOf } from '../testing/openRelaySocket.js'
import { openWalletConnectPage, type WalletConnectPage } from './openWalletConnectPage.js'

/** Anvil's well-known development mnemonic (public test keys). */
const account = mnemonicToAccount('test test test test test test test test test test test junk')
const SESSION_KEY = '@portico/walletconnect/session'
/** The relay allows 5 minutes of drift: a device an hour ahead is refused. */
const HOUR_MS = 60 * 60_000

// Node 20 has no global WebSocket; the page has one.
;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket

/**
 * The cloud runs in its own process, on its own clock: moving this process's clock (the page's) puts the device
 * ahead of the relay, as a phone with a wrong clock is.
 */
describe('a stored WalletConnect session whose resume the relay refuses (cloud in its own process)', () => {
  let dataDir: string
  let cloud: CloudProcess
  let anvil: RunningAnvil
  const porticos: Portico[] = []
  const wallets: Awaited<ReturnType<typeof createWallet>>[] = []

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-resume-'))
    seedPgliteDataDir(dataDir)
    ;[anvil, cloud] = await Promise.all([
      spawnAnvil(31337),
      spawnCloudProcess({ env: { DATA_DIR: dataDir } }),
    ])
    // A cloud process of its own starts in tens of seconds on a loaded machine (121 s once at load 50).
  }, 300_000)
  afterEach(() => {
    vi.restoreAllMocks()
  })
  afterAll(async () => {
    for (const portico of porticos) portico.destroy()
    for (const wallet of wallets) await wallet.core.relayer.transportClose().catch(() => undefined)
    await cloud?.stop()
    await anvil?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function load(
    storage?: WalletConnectPage['storage'],
    projectId = 'portico-lab',
    relayUrl = relayUrlOf(cloud.url),
  ) {
    const page = await openWalletConnectPage({
      rpcUrl: anvil.rpcUrl,
      relayUrl,
      projectId,
      ...(storage === undefined ? {} : { storage }),
    })
    porticos.push(page.portico)
    return page
  }

  /** A page connected to a new phone wallet over the relay, then closed (its session stored). */
  async function connectedThenClosed() {
    const page = await load()
    await page.api.start()
    const phone = await createWallet(relayUrlOf(cloud.url), account, `wallet-${wallets.length}`, {
      rpcUrl: anvil.rpcUrl,
    })
    wallets.push(phone)
    await phone.pair({ uri: page.slice().uri ?? '' })
    await expect.poll(() => page.portico.state.chains.eip155?.accountState.address).toBe(account.address)
    page.portico.destroy()
    return page.storage
  }

  /** The session is back: the account shows and a message signs through the wallet. */
  async function expectResumed(page: WalletConnectPage) {
    await expect.poll(() => page.portico.state.chains.eip155?.accountState.address).toBe(account.address)
    expect(page.slice().status).toBe('connected')
    const signature = await page.portico.signMessage({ message: 'resumed', namespace: 'eip155' })
    expect(
      await verifyMessage({ address: account.address, message: 'resumed', signature: signature as Hex }),
    ).toBe(true)
  }

  it("keeps it when the device clock is ahead ('Session Expired'), and resumes it once the clock is right", async () => {
    const storage = await connectedThenClosed()

    const realNow = Date.now.bind(Date)
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + HOUR_MS)
    const ahead = await load(storage)
    await expect
      .poll(() => ahead.portico.state.alert, { timeout: 30_000 })
      .toMatchObject({ open: true, code: 'SESSION_EXPIRED' })
    expect(ahead.portico.state.chains.eip155?.accountState.address).toBeUndefined()
    expect(storage.getItem(SESSION_KEY)).not.toBeNull()
    ahead.portico.destroy()
    clock.mockRestore()

    await expectResumed(await load(storage))
  })

  it("keeps it when the relay does not know the page's project ('Invalid Project ID'), and resumes it with the right one", async () => {
    const storage = await connectedThenClosed()

    const unknown = await load(storage, 'portico-no-such-project')
    await expect
      .poll(() => unknown.portico.state.alert, { timeout: 30_000 })
      .toMatchObject({ open: true, code: 'INVALID_PROJECT_ID' })
    expect(unknown.portico.state.chains.eip155?.accountState.address).toBeUndefined()
    expect(storage.getItem(SESSION_KEY)).not.toBeNull()
    unknown.portico.destroy()

    await expectResumed(await load(storage))
  })

  it('keeps it when the relay cannot be reached at the load, and resumes it once the relay answers', async () => {
    const storage = await connectedThenClosed()

    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        server.close(() => resolve(port))
      })
    })
    // Nothing shows (the relay says no refusal): the attempt has ended when the widget logs it.
    const warn = vi.spyOn(console, 'warn')
    const offline = await load(storage, undefined, `ws://127.0.0.1:${closedPort}/relay`)
    await expect
      .poll(() => warn.mock.calls.some(([text]) => String(text).includes('stored WalletConnect session')))
      .toBe(true)
    expect(offline.portico.state.chains.eip155?.accountState.address).toBeUndefined()
    expect(storage.getItem(SESSION_KEY)).not.toBeNull()
    offline.portico.destroy()

    await expectResumed(await load(storage))
  })
})
