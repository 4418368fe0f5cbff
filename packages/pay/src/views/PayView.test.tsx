import { createMemoryBackend, type PorticoEvent } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, render, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { PayError } from '../errors/PayError.js'
import type { PayState } from '../PayState.js'
import { pay } from '../pay.js'
import { binnacle, stubPayCloud, stubPaymentId, stubTxHash } from '../test/stubPayCloud.js'

const MERCHANT = '0x000000000000000000000000000000000000dEaD'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The modal on the Pay view for 5 USDC to the merchant, with no cloud unless `cloudUrl` names one. */
async function openPay(cloudUrl?: string) {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ namespace: 'eip155', connectors: [fakeConnector('eip155')] })],
    storage: createMemoryBackend(),
    ...(cloudUrl ? { cloudUrl } : {}),
    features: { pay: true },
    plugins: [pay()],
  })
  await portico.ready
  const events: PorticoEvent[] = []
  portico.subscribeEvents(({ event }) => events.push(event))
  render(
    <PorticoProvider portico={portico}>
      <PorticoModal />
    </PorticoProvider>,
  )
  await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
  const api = portico.getFeature(pay)
  if (!api) throw new Error('pay() gave no API')
  const paid = api
    .pay({
      recipient: MERCHANT,
      amount: 5,
      paymentAsset: {
        network: fakeMainnet.caipNetworkId,
        asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      },
    })
    .catch((error: PayError) => error)
  const host = await waitFor(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (!root?.querySelector('[data-testid="pay"][data-status="ready"]')) throw new Error('no Pay view yet')
    return root
  })
  const state = portico.state.plugins.pay as PayState
  return { portico, events, paid, state, modal: within(host as unknown as HTMLElement) }
}

it('shows the amount, the recipient shortened with the whole address as its tooltip, the network and Pay with wallet', async () => {
  const { modal } = await openPay()
  expect(modal.getByTestId('pay-amount').textContent).toBe('5 USDC')
  const recipient = modal.getByTestId('pay-recipient')
  expect(recipient.getAttribute('title')).toBe(MERCHANT)
  expect(recipient.textContent).not.toBe(MERCHANT)
  expect(modal.getByText(fakeMainnet.name)).toBeTruthy()
  expect(modal.getByTestId('pay-with-wallet').textContent).toBe('Pay with wallet')
  // Without a cloud no exchange is offered: the wallet is the only way to pay.
  expect(modal.queryByTestId('pay-exchange-binance')).toBeNull()
})

it('offers each exchange the cloud lists; choosing one opens a pop-up in the click, and one that cannot start says so', async () => {
  const { modal, state, events, paid } = await openPay()
  act(() => {
    state.exchanges = [{ id: 'binance', name: 'Binnacle' }]
  })
  const button = await waitFor(() => modal.getByTestId('pay-exchange-binance'))
  expect(button.textContent).toBe('Pay from Binnacle')
  const popup = { closed: false, close: vi.fn(), location: { href: '' }, opener: {} }
  const open = vi.fn(() => popup)
  vi.stubGlobal('open', open)
  act(() => button.click())
  expect(open).toHaveBeenCalledTimes(1)
  await waitFor(() =>
    expect(modal.getByTestId('pay-error').textContent).toBe('The exchange cannot take this payment now'),
  )
  expect(popup.close).toHaveBeenCalled()
  expect(await paid).toMatchObject({ payCode: 'exchange_unavailable' })
  expect(events.filter(({ type }) => type.startsWith('PAY_')).map(({ type }) => type)).toEqual([
    'PAY_MODAL_OPEN',
    'PAY_EXCHANGE_SELECTED',
    'PAY_ERROR',
  ])
  // Try again is on the exchange that failed, and the wallet's button stays as it was.
  expect(modal.getByTestId('pay-exchange-binance').textContent).toBe('Try again')
  expect(modal.getByTestId('pay-with-wallet').textContent).toBe('Pay with wallet')
  // Try again chooses the exchange again: a new pop-up in the click.
  act(() => modal.getByTestId('pay-exchange-binance').click())
  expect(open).toHaveBeenCalledTimes(2)
  await waitFor(() => expect(events.filter(({ type }) => type === 'PAY_EXCHANGE_SELECTED')).toHaveLength(2))
  await waitFor(() =>
    expect(modal.getByTestId('pay-error').textContent).toBe('The exchange cannot take this payment now'),
  )
})

it("an exchange's window closed before the visitor confirmed says so, offers Try again there, the other exchanges and the wallet; a late confirmation shows the payment done", async () => {
  const cloud = stubPayCloud([binnacle, { id: 'coinbase', name: 'Coinbase' }])
  const popup = { closed: false, close: vi.fn(), location: { href: '' }, opener: {} }
  vi.stubGlobal('open', () => popup)
  const { modal, paid } = await openPay('http://cloud.test')
  const binance = await waitFor(() => modal.getByTestId('pay-exchange-binance'))
  act(() => binance.click())
  await waitFor(() =>
    expect(modal.getByTestId('pay-progress').textContent).toBe('Log in and confirm the payment on Binnacle'),
  )
  expect(modal.queryByTestId('pay-exchange-coinbase')).toBeNull()
  expect((modal.getByTestId('pay-with-wallet') as HTMLButtonElement).disabled).toBe(true)
  popup.closed = true
  const closed = await waitFor(() => modal.getByTestId('pay-window-closed'))
  expect(closed.textContent).toBe('The Binnacle window was closed before you confirmed')
  expect(closed.getAttribute('role')).toBe('alert')
  expect(modal.queryByTestId('pay-progress')).toBeNull()
  expect(modal.getByTestId('pay-exchange-binance').textContent).toBe('Try again')
  expect(modal.getByTestId('pay-exchange-coinbase').textContent).toBe('Pay from Coinbase')
  const wallet = modal.getByTestId('pay-with-wallet') as HTMLButtonElement
  expect(wallet.textContent).toBe('Pay with wallet')
  expect(wallet.disabled).toBe(false)
  // The payment the visitor left is still followed: its confirmation, come late, pays.
  cloud.statuses[stubPaymentId(1)] = 'success'
  const success = await waitFor(() => modal.getByTestId('pay-success'))
  expect(success.textContent).toBe('Paid 5 USDC')
  expect(modal.queryByTestId('pay-window-closed')).toBeNull()
  expect(await paid).toMatchObject({ hash: stubTxHash(1) })
})
