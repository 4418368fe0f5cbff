import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../conformance/createFakeAdapter.js'
import { createFakeWallet } from '../conformance/createFakeWallet.js'
import { createTestPortico } from '../conformance/createTestPortico.js'
import { fakeMainnet } from '../conformance/fakeNetworks.js'
import { createMemoryBackend } from '../storage/createMemoryBackend.js'

/** A returning visitor: the wallet connected last time is stored (and authorised, unless it revoked the site). */
function returningVisitor(options: { authorised: boolean; enableReconnect?: boolean; browser?: boolean }) {
  const wallet = createFakeWallet()
  if (options.authorised) wallet.authorised.add('fake')
  const storage = createMemoryBackend()
  storage.setItem('@portico/active_connector_ids', JSON.stringify({ eip155: 'fake' }))
  storage.setItem('@portico/connection_status', JSON.stringify('connected'))
  return createTestPortico(
    {
      projectId: 'p',
      networks: [fakeMainnet],
      adapters: [createFakeAdapter({ wallet })],
      storage,
      ...(options.enableReconnect === undefined ? {} : { enableReconnect: options.enableReconnect }),
    },
    { browser: options.browser ?? true },
  )
}

describe('a modal opened before the stored connection is restored', () => {
  it('shows connecting from creation, loads while the restore runs, then shows Account', async () => {
    const portico = returningVisitor({ authorised: true })
    // Start-up has not run yet (it waits for the first paint): the button already says the connection is coming.
    expect(portico.state.chains.eip155?.accountState.status).toBe('connecting')
    await portico.open()
    expect(portico.state.modal).toMatchObject({ open: true, loading: true })
    await portico.ready
    expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
    expect(portico.state.modal).toMatchObject({ open: true, loading: false })
    expect(portico.state.router).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('shows Connect when the restore fails', async () => {
    const portico = returningVisitor({ authorised: false })
    await portico.open()
    await portico.ready
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(portico.state.modal).toMatchObject({ open: true, loading: false })
    expect(portico.state.router.view).toBe('Connect')
  })

  it('stays on the view the visitor moved to during the restore', async () => {
    const portico = returningVisitor({ authorised: true })
    await portico.open()
    portico.push('AllWallets')
    await portico.ready
    expect(portico.state.modal.loading).toBe(false)
    expect(portico.state.router.view).toBe('AllWallets')
  })

  it('is a plain Connect without a restore: reconnect off, or on the server', async () => {
    for (const portico of [
      returningVisitor({ authorised: true, enableReconnect: false }),
      returningVisitor({ authorised: true, browser: false }),
    ]) {
      expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
      await portico.open()
      expect(portico.state.modal).toMatchObject({ open: true, loading: false })
      expect(portico.state.router.view).toBe('Connect')
    }
  })
})
