import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeMainnet } from '@portico/core/testing'
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { renderWithPortico } from '../test/renderWithPortico.js'

describe('a returning visitor who clicks the button before the stored connection is restored', () => {
  it('sees Connecting..., then the modal loading, then Account once the wallet answered', async () => {
    const adapter = createFakeAdapter()
    adapter.controls.wallet.authorised.add('fake')
    // The wallet answers the restore when the test says so: the click surely lands during the restore.
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const reconnect = adapter.reconnect.bind(adapter)
    adapter.reconnect = (parameters) => answered.then(() => reconnect(parameters))
    const storage = createMemoryBackend()
    storage.setItem('@portico/active_connector_ids', JSON.stringify({ eip155: 'fake' }))
    const portico = createTestPortico({
      projectId: 'test',
      networks: [fakeMainnet],
      adapters: [adapter],
      storage,
    })

    const { getByTestId, modal } = renderWithPortico(portico, <ConnectButton />)
    const button = getByTestId('portico-connect-button')
    expect(button.dataset.state).toBe('connecting')
    expect(button.textContent).toBe('Connecting...')
    fireEvent.click(button)
    const m = await modal()
    await waitFor(() => expect(m.getByRole('progressbar', { name: 'Loading' })).toBeTruthy())

    answer()
    expect(await m.findByTestId('account-view')).toBeTruthy()
    expect(m.queryByRole('progressbar')).toBeNull()
    expect(button.dataset.state).toBe('connected')
    expect(button.textContent).toBe('0x7099…79C8')
  })
})
