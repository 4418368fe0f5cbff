import { act, render, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { expect, it } from 'vitest'
import { PorticoProvider } from '../context/PorticoProvider.js'
import { setupPortico } from '../test/setupPortico.js'

it('under StrictMode appends one modal and asks the wallet once', async () => {
  const { portico, adapter, wallet } = await setupPortico()
  render(
    <StrictMode>
      <PorticoProvider portico={portico} />
    </StrictMode>,
  )
  const host = await waitFor(
    () => {
      const element = document.querySelector('portico-modal')
      if (!element?.shadowRoot?.querySelector('[data-testid="portico-modal"]')) throw new Error('not mounted')
      return element
    },
    { timeout: 10_000 },
  )
  expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
  wallet.hold()
  await act(() =>
    portico.open({ view: 'ConnectingExternal', data: { connectorId: 'fake', namespace: 'eip155' } }),
  )
  const m = within(host.shadowRoot as unknown as HTMLElement)
  expect(m.getByTestId('connecting-external').dataset.state).toBe('waiting')
  expect(adapter.controls.callsOf('connect')).toHaveLength(1)
})
