import { createMemoryBackend, type Portico, type PorticoInitialState, shortenAddress } from '@portico/core'
import {
  createFakeAdapter,
  createTestPortico,
  fakeConnector,
  fakeMainnet,
  fakeOptimism,
} from '@portico/core/testing'
import { act, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { AccountButton } from '../buttons/AccountButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { PorticoProvider } from '../context/PorticoProvider.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'
import { PorticoModal } from '../modal/PorticoModal.js'
import { setupPortico } from '../test/setupPortico.js'

function Status() {
  const { status, address } = usePorticoAccount()
  return <output data-testid="status">{`${status} ${address ?? '-'}`}</output>
}

const app = (portico: Portico) => (
  <PorticoProvider portico={portico}>
    <ConnectButton />
    <AccountButton />
    <NetworkButton />
    <Status />
    <PorticoModal />
  </PorticoProvider>
)

describe('server rendering', () => {
  it('hydrates without a mismatch although the client is already connected, then shows the live state', async () => {
    const { portico: server } = await setupPortico({ disableAppend: true }, { browser: false })
    const html = renderToString(app(server))
    expect(html).toContain('data-state="disconnected"')
    expect(html).toContain(
      '<portico-modal data-testid="portico-modal-host" data-mode="overlay"></portico-modal>',
    )

    const { portico: client } = await setupPortico({ disableAppend: true })
    await client.connect({ connectorId: 'fake', namespace: 'eip155' })
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, app(client), { onRecoverableError: recoverable }),
    )

    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    expect(
      container.querySelector('[data-testid="portico-connect-button"]')?.getAttribute('data-state'),
    ).toBe('connected')
    expect(container.querySelector('[data-testid="status"]')?.textContent).toBe(
      `connected ${client.state.chains.eip155?.accountState.address}`,
    )
    await waitFor(
      () =>
        expect(container.querySelector('portico-modal')?.shadowRoot?.childElementCount).toBeGreaterThan(0),
      {
        timeout: 10_000,
      },
    )
    expect(consoleError).not.toHaveBeenCalled()
    consoleError.mockRestore()
    act(() => root.unmount())
    container.remove()
  })
})

describe('server rendering of a returning visitor (initialState from the session cookie)', () => {
  /** A client instance whose stored connection the fake wallet still allows (or no longer does). */
  function returningClient(authorised: boolean) {
    const adapter = createFakeAdapter({ connectors: [fakeConnector()], balance: 10n ** 18n })
    if (authorised) adapter.controls.wallet.authorised.add('fake')
    const storage = createMemoryBackend()
    storage.setItem('@portico/active_connector_ids', JSON.stringify({ eip155: 'fake' }))
    storage.setItem('@portico/active_namespace', '"eip155"')
    storage.setItem('@portico/active_caip_network_id', JSON.stringify(fakeOptimism.caipNetworkId))
    const portico = createTestPortico({
      projectId: 'test',
      networks: [fakeMainnet, fakeOptimism],
      adapters: [adapter],
      storage,
      disableAppend: true,
    })
    return { portico, address: adapter.controls.wallet.accounts[0] ?? '' }
  }

  const sessionOf = (address: string): PorticoInitialState => ({
    activeNamespace: 'eip155',
    activeNetworkId: fakeOptimism.caipNetworkId,
    connections: { eip155: { connectorId: 'fake', address, caipNetworkId: fakeOptimism.caipNetworkId } },
  })

  const page = (portico: Portico, initialState: PorticoInitialState) => (
    <PorticoProvider portico={portico} initialState={initialState}>
      <ConnectButton />
      <NetworkButton />
    </PorticoProvider>
  )

  /** Hydrates the server HTML and records every label the Connect button shows until start-up is done. */
  async function hydrateAndWatch(html: string, client: Portico, initialState: PorticoInitialState) {
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const label = () =>
      container.querySelector('[data-testid="portico-connect-button"] .portico-button-label')?.textContent
    const labels = [label()]
    const observer = new MutationObserver(() => labels.push(label()))
    observer.observe(container, { subtree: true, childList: true, characterData: true })
    const recoverable = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, page(client, initialState), { onRecoverableError: recoverable }),
    )
    await act(async () => {
      await client.ready
    })
    observer.disconnect()
    return { container, labels, recoverable, done: () => act(() => root.unmount()) }
  }

  it('the server renders the connected address and network; hydration and start-up never show Connect Wallet', async () => {
    const { portico: server } = await setupPortico({ disableAppend: true }, { browser: false })
    const { portico: client, address } = returningClient(true)
    const initialState = sessionOf(address)
    const html = renderToString(page(server, initialState))
    expect(html).toContain(shortenAddress(address))
    expect(html).toContain('data-state="connected"')
    expect(html).toContain(fakeOptimism.name)
    expect(html).not.toContain('Connect Wallet')
    // The server's instance is shared by every request: rendering a visitor's session leaves it untouched.
    expect(server.state.chains.eip155?.accountState.status).toBe('disconnected')

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container, labels, recoverable, done } = await hydrateAndWatch(html, client, initialState)
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    consoleError.mockRestore()
    expect(client.state.initialized).toBe(true)
    expect(new Set(labels)).toEqual(new Set([shortenAddress(address)]))
    expect(
      container.querySelector('[data-testid="portico-connect-button"]')?.getAttribute('data-state'),
    ).toBe('connected')
    done()
    container.remove()
  })

  it('a session the wallet no longer allows ends in Connect Wallet once start-up is done', async () => {
    const { portico: server } = await setupPortico({ disableAppend: true }, { browser: false })
    const { portico: client, address } = returningClient(false)
    const initialState = sessionOf(address)
    const { container, done } = await hydrateAndWatch(
      renderToString(page(server, initialState)),
      client,
      initialState,
    )
    await waitFor(() => expect(container.textContent).toContain('Connect Wallet'))
    done()
    container.remove()
  })
})
