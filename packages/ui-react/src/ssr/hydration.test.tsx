import type { Portico } from '@portico/core'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { AccountButton } from '../buttons/AccountButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { PorticoProvider } from '../context/PorticoProvider.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'
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
  </PorticoProvider>
)

describe('server rendering', () => {
  it('hydrates without a mismatch although the client is already connected, then shows the live state', async () => {
    const { portico: server } = await setupPortico({}, { browser: false })
    const html = renderToString(app(server))
    expect(html).toContain('data-state="disconnected"')

    const { portico: client } = await setupPortico()
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
    consoleError.mockRestore()
    act(() => root.unmount())
    container.remove()
  })
})
