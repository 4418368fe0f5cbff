import { act, fireEvent, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { NetworkButton } from '../../buttons/NetworkButton.js'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

it('follows the wallet onto an unsupported network and back to a supported one', async () => {
  const { portico, adapter } = await setupPortico()
  const { modal, getByTestId } = renderWithPortico(portico, <NetworkButton />)
  const m = await modal()
  await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
  await act(async () => adapter.controls.changeChain(999))
  await waitFor(() => expect(getByTestId('portico-network-button').dataset.state).toBe('unsupported'))
  expect(getByTestId('portico-network-button').textContent).toBe('Switch network')
  expect(await m.findByTestId('unsupported-chain-view')).toBeTruthy()
  fireEvent.click(m.getByTestId('network-row-eip155:10'))
  await waitFor(() => expect(getByTestId('portico-network-button').dataset.state).toBe('ready'))
  expect(getByTestId('portico-network-button').textContent).toBe('Fake Optimism')
  await waitFor(() => expect(m.getByTestId('portico-modal').dataset.state).toBe('closed'))
})
