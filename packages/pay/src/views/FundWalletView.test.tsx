import { fakeMainnet } from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { PayExchange } from '../PayExchange.js'
import { connectedPay } from '../test/connectedPay.js'
import { binnacle, type StubToken, stubPayCloud, stubPaymentId } from '../test/stubPayCloud.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The modal on Fund wallet for the connected account, its cloud listing `exchanges`; `popup` is what window.open gives. */
async function openFundWallet({
  exchanges,
  tokens,
  popup,
}: {
  exchanges?: PayExchange[]
  tokens?: StubToken[]
  popup?: unknown
} = {}) {
  const cloud = stubPayCloud(exchanges, tokens)
  vi.stubGlobal(
    'open',
    vi.fn(() => (popup === undefined ? { closed: false, close: vi.fn(), location: { href: '' } } : popup)),
  )
  const { portico, state } = await connectedPay()
  render(
    <PorticoProvider portico={portico}>
      <PorticoModal />
    </PorticoProvider>,
  )
  await act(async () => {
    await portico.open({ view: 'Account' })
    portico.push('FundWallet')
  })
  // The modal's card (an element, so a failed query prints it), once Fund wallet is ready and the warm-up gone.
  const card = await waitFor(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (
      !root?.querySelector('[data-testid="fund-wallet"][data-status="ready"]') ||
      root.querySelector('.warm-up')
    )
      throw new Error('no Fund wallet yet')
    const modal = root.querySelector<HTMLElement>('[data-testid="portico-modal"]')
    if (!modal) throw new Error('no modal')
    return modal
  })
  const address = portico.state.chains.eip155?.accountState.address
  return { cloud, state, address, modal: within(card) }
}

/** Types the amount and deposits it from Binnacle, as the visitor does. */
async function depositFromBinnacle(
  modal: Awaited<ReturnType<typeof openFundWallet>>['modal'],
  amount: string,
) {
  fireEvent.change(modal.getByTestId('fund-wallet-amount'), { target: { value: amount } })
  const button = await waitFor(() => modal.getByTestId('fund-wallet-exchange-binance'))
  act(() => button.click())
  await waitFor(() => expect(modal.getByTestId('fund-wallet').dataset.status).toBe('exchange'))
}

it('shows the account shortened with the whole address as its tooltip, its network, the amount and one button per exchange', async () => {
  const { modal, address } = await openFundWallet()
  const account = modal.getByTestId('fund-wallet-account')
  expect(account.getAttribute('title')).toBe(address)
  expect(account.textContent).not.toBe(address)
  expect(modal.getByText(fakeMainnet.name)).toBeTruthy()
  expect(modal.getByLabelText('Amount (ETH)')).toBe(modal.getByTestId('fund-wallet-amount'))
  expect((await waitFor(() => modal.getByTestId('fund-wallet-exchange-binance'))).textContent).toBe(
    'Deposit from Binnacle',
  )
  for (const row of ['progress', 'exchange-link', 'success', 'error', 'done'])
    expect(modal.queryByTestId(`fund-wallet-${row}`)).toBeNull()
})

it('says when no exchange can fund the wallet', async () => {
  const { modal } = await openFundWallet({ exchanges: [] })
  expect(modal.getByText('No exchange can fund this wallet now')).toBeTruthy()
  expect(modal.queryByTestId('fund-wallet-exchange-binance')).toBeNull()
})

it('while the exchange works: what to do there, the amount fixed, no exchange buttons; then the amount deposited and Done', async () => {
  const { modal, cloud } = await openFundWallet()
  await depositFromBinnacle(modal, '0.5')
  expect(modal.getByTestId('fund-wallet-progress').textContent).toBe(
    'Log in and confirm the deposit on Binnacle',
  )
  const amount = modal.getByTestId('fund-wallet-amount') as HTMLInputElement
  expect(amount.disabled).toBe(true)
  expect(amount.value).toBe('0.5')
  expect(modal.queryByTestId('fund-wallet-exchange-binance')).toBeNull()
  // The pop-up opened, so no link to the exchange's page.
  expect(modal.queryByTestId('fund-wallet-exchange-link')).toBeNull()
  cloud.status = 'success'
  const success = await waitFor(() => modal.getByTestId('fund-wallet-success'))
  expect(success.textContent).toBe('Deposited 0.5 ETH')
  expect(success.getAttribute('role')).toBe('status')
  expect(modal.getByTestId('fund-wallet-done').textContent).toBe('Done')
  expect(modal.queryByTestId('fund-wallet-progress')).toBeNull()
})

it("links to the exchange's page when its pop-up was blocked", async () => {
  const { modal } = await openFundWallet({ popup: null })
  await depositFromBinnacle(modal, '1')
  const link = await waitFor(() => modal.getByTestId('fund-wallet-exchange-link'))
  expect(link.textContent).toBe('Open Binnacle')
  expect(link.getAttribute('href')).toBe('https://exchange.test/pay?ref=1')
  expect(link.getAttribute('target')).toBe('_blank')
})

it("says why a deposit failed, in the catalogue's words, and offers the exchanges again", async () => {
  const { modal, cloud } = await openFundWallet()
  await depositFromBinnacle(modal, '1')
  cloud.status = 'failed'
  const error = await waitFor(() => modal.getByRole('alert'))
  expect(error.dataset.testid).toBe('fund-wallet-error')
  expect(error.textContent).toBe('The exchange did not complete the payment')
  expect(modal.getByTestId('fund-wallet-exchange-binance').textContent).toBe('Deposit from Binnacle')
  expect(modal.queryByTestId('fund-wallet-done')).toBeNull()
})

const USDC: StubToken = { asset: `0x${'cd'.repeat(20)}`, symbol: 'USDC', decimals: 6 }

it('offers the coin and the tokens the exchanges deposit, and deposits the one chosen in its own units', async () => {
  const { modal, cloud, address } = await openFundWallet({ tokens: [USDC] })
  const choice = await waitFor(() => modal.getByRole('group', { name: 'Asset' }))
  const coin = within(choice).getByLabelText('ETH') as HTMLInputElement
  const usdc = within(choice).getByLabelText('USDC') as HTMLInputElement
  expect(within(choice).getAllByRole('radio')).toEqual([coin, usdc])
  expect(coin.checked).toBe(true)
  expect(usdc.checked).toBe(false)
  act(() => usdc.click())
  await waitFor(() => expect(modal.getByLabelText('Amount (USDC)')).toBeTruthy())
  expect(usdc.checked).toBe(true)
  expect(coin.checked).toBe(false)
  await depositFromBinnacle(modal, '5')
  expect(cloud.urls).toEqual([
    expect.objectContaining({ asset: USDC.asset, amount: '5000000', recipient: address }),
  ])
  // The choice is fixed while the exchange works.
  expect(usdc.closest('fieldset')?.disabled).toBe(true)
  cloud.status = 'success'
  expect((await waitFor(() => modal.getByTestId('fund-wallet-success'))).textContent).toBe('Deposited 5 USDC')
})

it('shows no choice when the exchanges deposit the coin alone', async () => {
  const { modal, state } = await openFundWallet()
  await waitFor(() => expect(state.fundAssets).toHaveLength(1))
  expect(modal.queryByRole('radio')).toBeNull()
  expect(modal.getByLabelText('Amount (ETH)')).toBeTruthy()
})

it("an exchange's window closed before the visitor confirmed says so and offers the exchanges again, the amount free; the deposit still followed arrives", async () => {
  const popup = { closed: false, close: vi.fn(), location: { href: '' } }
  const { modal, cloud } = await openFundWallet({
    exchanges: [binnacle, { id: 'coinbase', name: 'Coinbase' }],
    popup,
  })
  await depositFromBinnacle(modal, '0.5')
  await waitFor(() => expect(popup.location.href).not.toBe(''))
  popup.closed = true
  const closed = await waitFor(() => modal.getByTestId('fund-wallet-window-closed'))
  expect(closed.textContent).toBe('The Binnacle window was closed before you confirmed')
  expect(modal.queryByTestId('fund-wallet-progress')).toBeNull()
  expect(modal.getByTestId('fund-wallet-exchange-binance').textContent).toBe('Try again')
  expect(modal.getByTestId('fund-wallet-exchange-coinbase').textContent).toBe('Deposit from Coinbase')
  const amount = modal.getByTestId('fund-wallet-amount') as HTMLInputElement
  expect([amount.disabled, amount.value]).toEqual([false, '0.5'])
  cloud.statuses[stubPaymentId(1)] = 'success'
  expect((await waitFor(() => modal.getByTestId('fund-wallet-success'))).textContent).toBe(
    'Deposited 0.5 ETH',
  )
})
