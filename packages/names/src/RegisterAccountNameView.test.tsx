import { createMemoryBackend, formatMessage, PorticoError } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { PorticoProvider } from '@portico/react'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { names } from './names.js'

async function openAccount() {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ connectors: [fakeConnector()] })],
    storage: createMemoryBackend(),
    plugins: [names()],
  })
  await portico.ready
  render(<PorticoProvider portico={portico} />)
  await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
  await act(() => portico.open())
  const host = await waitFor(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (!root?.querySelector('[data-testid="account-view"]')) throw new Error('no Account yet')
    return root
  })
  return { portico, modal: within(host as unknown as HTMLElement) }
}

it('registers a name: the rule while typing, suggestions, sign and register, success, then Account shows the name', async () => {
  const { portico, modal } = await openAccount()
  const suggest = vi
    .spyOn(portico.names, 'suggest')
    .mockImplementation(async (name) => [{ name: `${name}.portico.id` }, { name: `${name}-id.portico.id` }])
  const register = vi.spyOn(portico.names, 'register').mockImplementation(async ({ name }) => {
    const account = portico.state.chains.eip155?.accountState
    if (account) account.profileName = `${name}.portico.id`
    return `${name}.portico.id`
  })
  act(() => modal.getByTestId('account-feature-names').click())
  const input = await modal.findByTestId('register-name-input')
  expect(modal.getByText('Choose your name')).toBeTruthy()

  fireEvent.change(input, { target: { value: 'al' } })
  expect(input.getAttribute('aria-invalid')).toBe('true')
  expect(modal.getByTestId('register-name-rule').textContent).toBe(
    'A name uses letters, digits and hyphens, at least 4 characters',
  )
  expect((modal.getByTestId('register-name-submit') as HTMLButtonElement).disabled).toBe(true)

  fireEvent.change(input, { target: { value: 'alice' } })
  expect(input.getAttribute('aria-invalid')).toBe('false')
  await waitFor(() =>
    expect(modal.getAllByTestId('register-name-suggestion').map((button) => button.textContent)).toEqual([
      'alice.portico.id',
      'alice-id.portico.id',
    ]),
  )
  expect(suggest).toHaveBeenLastCalledWith('alice')
  act(() => modal.getAllByTestId('register-name-suggestion')[1]!.click())
  expect((input as HTMLInputElement).value).toBe('alice-id')

  act(() => modal.getByTestId('register-name-submit').click())
  await waitFor(() =>
    expect(modal.getByTestId('register-name-registered').textContent).toBe('alice-id.portico.id'),
  )
  expect(register).toHaveBeenCalledWith({ name: 'alice-id' })
  act(() => modal.getByTestId('register-name-done').click())
  await waitFor(() => expect(modal.getByTestId('account-address').textContent).toBe('alice-id.portico.id'))
  expect(modal.queryByTestId('account-feature-names')).toBeNull()
})

it('stays on the registration view with the documented error when registering fails', async () => {
  const { portico, modal } = await openAccount()
  vi.spyOn(portico.names, 'suggest').mockRejectedValue(
    new PorticoError(formatMessage('NAME_SUGGESTIONS_FAILED'), { code: 'NAME_SUGGESTIONS_FAILED' }),
  )
  vi.spyOn(portico.names, 'register').mockRejectedValue(
    new PorticoError(formatMessage('NAME_REGISTER_FAILED', { name: 'alice' }), {
      code: 'NAME_REGISTER_FAILED',
      values: { name: 'alice' },
    }),
  )
  act(() => modal.getByTestId('account-feature-names').click())
  const input = await modal.findByTestId('register-name-input')
  fireEvent.change(input, { target: { value: 'alice' } })
  await waitFor(() =>
    expect(modal.getByTestId('register-name-suggestions-error').textContent).toBe(
      'Error fetching name suggestions',
    ),
  )
  act(() => modal.getByTestId('register-name-submit').click())
  await waitFor(() =>
    expect(modal.getByTestId('register-name-error').textContent).toBe('Error registering name alice'),
  )
  expect(modal.getByTestId('register-name-view').getAttribute('data-state')).toBe('error')
  expect((input as HTMLInputElement).value).toBe('alice')
})

it('offers no name entry for an account that has a name', async () => {
  const { portico, modal } = await openAccount()
  await waitFor(() => expect(modal.getByTestId('account-feature-names')).toBeTruthy())
  act(() => {
    const account = portico.state.chains.eip155?.accountState
    if (account) account.profileName = 'bob.portico.id'
  })
  await waitFor(() => expect(modal.queryByTestId('account-feature-names')).toBeNull())
})
