import type { Portico } from '@portico/core'
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
