import type { PorticoFeature } from '@portico/core'
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { PorticoProvider } from '../context/PorticoProvider.js'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { setupPortico } from '../test/setupPortico.js'

// The views of the feature packages these tests stand in for (each package declares its own).
declare module '@portico/core' {
  interface PorticoViews {
    Receive: undefined
    Send: undefined
  }
}

const receive: PorticoFeature = {
  id: 'receive-test',
  switch: 'receive',
  views: { Receive: async () => ({ default: () => <p>Your address</p> }) },
  accountTabs: { Activity: async () => ({ default: () => <p>Three transfers</p> }) },
  accountEntry: { order: 'receive', label: 'account.title', view: 'Receive', icon: 'receive' },
}
const send: PorticoFeature = {
  id: 'send-test',
  namespaces: ['solana'],
  accountEntry: { order: 'send', label: 'account.tokens', view: 'Send', icon: 'send' },
}

it("shows a feature package's Account entry on its namespaces and opens its lazily loaded view", async () => {
  const { portico, connect } = await setupPortico({ plugins: [send, receive] })
  const m = await renderWithPortico(portico).modal()
  await act(connect)
  await act(() => portico.open())
  const entries = m.getByTestId('account-features')
  expect([...entries.querySelectorAll('button')].map((button) => button.dataset.testid)).toEqual([
    'account-feature-receive-test',
  ])
  fireEvent.click(m.getByRole('tab', { name: 'Activity' }))
  await waitFor(() => expect(m.getByTestId('account-tab-panel').textContent).toBe('Three transfers'))
  fireEvent.click(m.getByTestId('account-feature-receive-test'))
  await waitFor(() => expect(m.getByTestId('portico-view').dataset.state).toBe('ready'))
  expect(m.getByTestId('portico-view').dataset.view).toBe('Receive')
  expect(m.getByTestId('portico-view').textContent).toBe('Your address')
})

it('hides the entry when its switch is off', async () => {
  const other = { ...receive, id: 'receive-off' }
  const { portico, connect } = await setupPortico({ plugins: [other], features: { receive: false } })
  const m = await renderWithPortico(portico).modal()
  await act(connect)
  await act(() => portico.open())
  expect(m.queryByTestId('account-features')).toBeNull()
})

it("shows a feature package's e-mail section on the Connect view, before the wallets (connectMethodsOrder)", async () => {
  const email: PorticoFeature = {
    id: 'email-test',
    connectMethods: { email: async () => ({ default: () => <p>Your e-mail</p> }) },
  }
  const { portico } = await setupPortico({ plugins: [email], features: { email: true } })
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  await waitFor(() =>
    expect(m.getByTestId('connect-methods').firstElementChild?.textContent).toBe('Your e-mail'),
  )
})

/** What the entries of `backup` ran, by the view showing then. */
const ran: string[] = []
const backup: PorticoFeature = {
  id: 'backup-test',
  views: { Receive: async () => ({ default: () => <p>Your address</p> }) },
  accountEntry: [
    { order: 'receive', label: 'account.title', view: 'Receive' },
    {
      order: 'backup',
      key: 'export',
      label: 'account.tokens',
      run: (instance) => ran.push(instance.state.router.view),
    },
  ],
}

it("runs an entry's action instead of opening a view, beside the same feature's view entry", async () => {
  const { portico, connect } = await setupPortico({ plugins: [backup] })
  const m = await renderWithPortico(portico).modal()
  await act(connect)
  await act(() => portico.open())
  const entries = m.getByTestId('account-features')
  expect([...entries.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
    'Account',
    'Tokens',
  ])
  fireEvent.click(m.getByTestId('account-feature-backup-test-export'))
  expect(ran).toEqual(['Account'])
  expect(m.getByTestId('portico-view').dataset.view).toBe('Account')
})

function FirstAddress() {
  return <p>First address</p>
}
function SecondAddress() {
  return <p>Second address</p>
}
const firstReceive: PorticoFeature = {
  id: 'first-receive',
  views: { Receive: async () => ({ default: FirstAddress }) },
  titles: { Receive: 'account.title' },
}
const secondReceive: PorticoFeature = {
  id: 'second-receive',
  views: { Receive: async () => ({ default: SecondAddress }) },
  titles: { Receive: 'connect.title' },
}

it('keeps the views and titles of two instances on one page apart, each with its own feature packages', async () => {
  const first = await setupPortico({ plugins: [firstReceive] })
  const second = await setupPortico({ plugins: [secondReceive] })
  const third = await setupPortico()
  render(
    <>
      <PorticoProvider portico={first.portico} />
      <PorticoProvider portico={second.portico} />
      <PorticoProvider portico={third.portico} />
    </>,
  )
  await act(() => Promise.all([first, second, third].map(({ portico }) => portico.open({ view: 'Receive' }))))
  // Each modal's view and header title, in the order of the page: the third instance has no package with Receive.
  const shown = () =>
    [...document.querySelectorAll('[data-testid="portico-modal-host"]')].map((host) => {
      const view = host.shadowRoot?.querySelector<HTMLElement>('[data-testid="portico-view"]')
      const title = host.shadowRoot?.querySelector('[data-testid="portico-header-title"]')?.textContent
      return `${view?.dataset.state}: ${view?.textContent} (${title})`
    })
  await waitFor(() =>
    expect(shown()).toEqual([
      'ready: First address (Account)',
      'ready: Second address (Connect Wallet)',
      `missing: ${third.portico.getTranslator()('modal.viewMissing')} (Receive)`,
    ]),
  )
})
