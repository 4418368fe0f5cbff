import { RequestAbortedError } from '@portico/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

it('shows the request waiting for the wallet, and leaves when the wallet answers', async () => {
  const { portico, wallet, connect } = await setupPortico()
  await act(connect)
  await act(() => portico.open({ view: 'Account' }))
  const m = await renderWithPortico(portico).modal()
  wallet.hold()
  const signing = portico.signMessage({ message: 'hello' })
  await act(() => portico.push('ApproveTransaction'))
  const view = await m.findByTestId('approve-transaction-view')
  expect(view.dataset.state).toBe('waiting')
  expect(view.dataset.method).toBe('signMessage')
  expect(m.getByTestId('approve-transaction-request').textContent).toBe(
    'Sign a message: waiting for your wallet',
  )
  await act(async () => {
    wallet.release()
    await signing
  })
  await m.findByTestId('account-view')
  expect(portico.state.modal.open).toBe(true)
})

it('cancelling closes the modal and aborts the pending request', async () => {
  const { portico, wallet, connect } = await setupPortico()
  await act(connect)
  const m = await renderWithPortico(portico).modal()
  wallet.hold()
  const sending = portico.sendTransaction({ to: '0x0000000000000000000000000000000000000001', value: 1n })
  const outcome = sending.catch((error: unknown) => error)
  await act(() => portico.open({ view: 'ApproveTransaction' }))
  fireEvent.click(await m.findByTestId('approve-transaction-cancel'))
  expect(await outcome).toBeInstanceOf(RequestAbortedError)
  await waitFor(() => expect(portico.state.modal.open).toBe(false))
  expect(portico.state.approvals).toEqual([])
})
