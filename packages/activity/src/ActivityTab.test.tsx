import { createMemoryBackend, type Portico, type PorticoOptions, RequestAbortedError } from '@portico/core'
import {
  createFakeAdapter,
  createTestPortico,
  FAKE_ADDRESS,
  fakeConnector,
  fakeMainnet,
  fakeSolana,
} from '@portico/core/testing'
import { PorticoProvider } from '@portico/react'
import { act, render, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { ActivityPurchase } from './ActivityTransaction.js'
import { activity } from './activity.js'
import { activityFeatureRef } from './activityFeatureRef.js'
import { type HistoryServer, startHistoryServer, transactionOf } from './test/startHistoryServer.js'

// happy-dom lays nothing out, so its IntersectionObserver never reports: this one reports the list's
// end as in view whenever the test scrolls to it (and at once for an observer created meanwhile).
let endInView = false
const observers = new Set<{ fire(): void }>()
class ScrollObserver {
  readonly #callback: IntersectionObserverCallback
  constructor(callback: IntersectionObserverCallback) {
    this.#callback = callback
  }
  observe() {
    observers.add(this)
    if (endInView) queueMicrotask(() => this.fire())
  }
  disconnect() {
    observers.delete(this)
  }
  fire() {
    this.#callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never)
  }
}
function scrollToEnd() {
  endInView = true
  for (const observer of observers) observer.fire()
}

let history: HistoryServer
beforeEach(async () => {
  endInView = false
  globalThis.IntersectionObserver = ScrollObserver as never
  history = await startHistoryServer()
})
afterEach(() => history.stop())

async function openActivity(options: Partial<PorticoOptions> = {}) {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ connectors: [fakeConnector()] })],
    storage: createMemoryBackend(),
    cloudUrl: history.url,
    plugins: [activity({ pageSize: 2 })],
    features: { history: true },
    ...options,
  })
  await portico.ready
  render(<PorticoProvider portico={portico} />)
  await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
  await act(() => portico.open())
  const host = await waitFor(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (!root?.querySelector('[data-testid="account-tab-Activity"]')) throw new Error('no Account tabs yet')
    return root
  })
  const modal = within(host as unknown as HTMLElement)
  act(() => modal.getByTestId('account-tab-Activity').click())
  return { portico, modal }
}

const rows = (modal: Awaited<ReturnType<typeof openActivity>>['modal']) =>
  modal.queryAllByTestId('activity-transaction').map((row) => row.getAttribute('data-hash'))

it("lists the account's transactions on its network by day with short relative times, spam NFT-only ones left out", async () => {
  const now = Date.now()
  const spam = transactionOf('0xspam', { minedAt: new Date(now - 60_000).toISOString() })
  spam.transfers = [
    {
      nft_info: {
        name: 'Free Airdrop #1',
        content: { preview: { url: '', content_type: 'image/svg+xml' } },
        flags: { is_spam: true },
      },
      direction: 'in',
      quantity: { numeric: '1' },
    },
  ]
  history.transactions = [
    transactionOf('0xa', { minedAt: new Date(now - 5 * 60_000).toISOString() }),
    spam,
    transactionOf('0xb', { minedAt: new Date(now - 2 * 86_400_000).toISOString(), direction: 'in' }),
    transactionOf('0xc', { minedAt: new Date(now - 3 * 86_400_000).toISOString() }),
  ]
  const { modal } = await openActivity()
  await waitFor(() => expect(rows(modal)).toEqual(['0xa']))
  expect(history.requests[0]?.get('chainId')).toBe('eip155:1')
  expect(history.requests[0]?.get('limit')).toBe('2')
  const first = modal.getAllByTestId('activity-transaction')[0]!
  expect(within(first).getByTestId('activity-time').textContent).toBe('5 min ago')
  expect(within(first).getByTestId('activity-transfers').textContent).toBe('−0.012 ETH')
  expect(modal.getAllByTestId('activity-day').map((day) => day.getAttribute('aria-label'))).toEqual(['Today'])

  act(scrollToEnd)
  await waitFor(() => expect(rows(modal)).toEqual(['0xa', '0xb', '0xc']))
  expect(history.requests.map((query) => query.get('cursor'))).toEqual([null, '2'])
  expect(modal.getAllByTestId('activity-day')).toHaveLength(3)
  expect(modal.getAllByTestId('activity-transfers')[1]?.textContent).toBe('+0.012 ETH')
  await waitFor(() => expect(modal.getByTestId('activity').getAttribute('data-state')).toBe('end'))
})

it('writes a block time ahead of the page clock as just now, never in the future', async () => {
  history.transactions = [transactionOf('0xa', { minedAt: new Date(Date.now() + 5_000).toISOString() })]
  const { modal } = await openActivity()
  await waitFor(() => expect(modal.getByTestId('activity-time').textContent).toBe('0 sec ago'))
})

it('keeps reading pages as the end stays in view until the cloud has no more', async () => {
  history.transactions = Array.from({ length: 7 }, (_, index) => transactionOf(`0x${index}`))
  endInView = true
  const { modal } = await openActivity()
  await waitFor(() => expect(rows(modal)).toHaveLength(7))
  await waitFor(() => expect(modal.getByTestId('activity').getAttribute('data-state')).toBe('end'))
  expect(history.requests.map((query) => query.get('cursor'))).toEqual([null, '2', '4', '6'])
})

it('shows a transaction sent through Portico as pending at once and settles it once the indexer lists it', async () => {
  // A minute older than anything sent in the test: both rows built at the same moment could sort either way.
  const older = transactionOf('0xold', { minedAt: new Date(Date.now() - 60_000).toISOString() })
  history.transactions = [older]
  const { portico, modal } = await openActivity()
  await waitFor(() => expect(rows(modal)).toEqual(['0xold']))
  const hash = await act(() => portico.sendTransaction({ to: FAKE_ADDRESS, value: 1n }))
  await waitFor(() =>
    expect(
      modal
        .getByTestId('activity-pending')
        .querySelector(`[data-hash="${hash}"]`)
        ?.getAttribute('data-state'),
    ).toBe('pending'),
  )
  expect(modal.getByTestId('activity-pending').textContent).toContain('Pending')
  history.transactions = [transactionOf(hash), older]
  await waitFor(() => expect(rows(modal)).toEqual([hash, '0xold']))
  expect(modal.queryByTestId('activity-pending')).toBeNull()
  expect(modal.getAllByTestId('activity-transaction')[0]?.getAttribute('data-state')).toBe('confirmed')
  expect((portico.state.plugins.activity as { pending: unknown[] }).pending).toEqual([])
})

it("shows the documented 'Failed to fetch transactions' toast when the cloud fails", async () => {
  history.failing = true
  const { portico } = await openActivity()
  await waitFor(() =>
    expect(portico.state.toasts.map((toast) => toast.message)).toContain('Failed to fetch transactions'),
  )
})

it("logs nothing when the instance is destroyed while a page is on its way: destroy() ends the tab's request", async () => {
  history.holding = true
  const warn = vi.spyOn(console, 'warn')
  try {
    const { portico } = await openActivity()
    await waitFor(() => expect(history.requests).toHaveLength(1))
    const own = portico
      .getFeature(activityFeatureRef)
      ?.getTransactions()
      .catch((error: unknown) => error)
    await waitFor(() => expect(history.requests).toHaveLength(2))
    portico.destroy()
    // A cloud that goes away after the app did: a request still pending here would fail with `fetch failed`.
    history.dropHeld()
    expect(await own).toBeInstanceOf(RequestAbortedError)
    // The tab's handler of the same abort has run once a macrotask has passed.
    await new Promise((resolve) => setTimeout(resolve, 0))
    // (The stand-in answers the instance's other cloud routes 404, which core logs; the tab's own log is the point.)
    expect(warn.mock.calls.filter(([message]) => String(message).includes('the activity'))).toEqual([])
  } finally {
    warn.mockRestore()
  }
})

it('asks nothing and shows no activity on a namespace other than eip155', async () => {
  const solana = createFakeAdapter({ namespace: 'solana', connectors: [fakeConnector('solana')] })
  const portico: Portico = createTestPortico({
    projectId: 'test',
    networks: [fakeSolana],
    adapters: [solana],
    storage: createMemoryBackend(),
    cloudUrl: history.url,
    plugins: [activity()],
    features: { history: true },
  })
  await portico.ready
  render(<PorticoProvider portico={portico} />)
  await act(() => portico.connect({ connectorId: 'fake', namespace: 'solana' }))
  await act(() => portico.open())
  const host = await waitFor(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (!root?.querySelector('[data-testid="account-tab-Activity"]')) throw new Error('no Account tabs yet')
    return root
  })
  const modal = within(host as unknown as HTMLElement)
  act(() => modal.getByTestId('account-tab-Activity').click())
  await waitFor(() => expect(modal.getByText('No activity yet')).toBeTruthy())
  expect(history.requests).toEqual([])
})

it('refuses a page size the cloud would not serve', () => {
  expect(() => activity({ pageSize: 0 })).toThrow('activity({ pageSize }) takes a whole number from 1 to 100')
  expect(() => activity({ pageSize: 101 })).toThrow(RangeError)
})

it("lists the account's on-ramp purchases on its network among its transactions, a delivery as its purchase", async () => {
  const now = Date.now()
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString()
  const purchase = (id: string, patch: Partial<ActivityPurchase>): ActivityPurchase => ({
    id,
    provider: 'meld',
    network: 'eip155:1',
    address: FAKE_ADDRESS,
    fiatAmount: '100',
    fiatCurrency: 'USD',
    asset: 'ETH',
    status: 'completed',
    fee: '1.20',
    cryptoAmount: '50000000000000000',
    txHash: null,
    failureReason: null,
    createdAt: at(10),
    updatedAt: at(10),
    ...patch,
  })
  history.transactions = [
    transactionOf('0xa', { minedAt: at(1) }),
    transactionOf('0xdelivery', { minedAt: at(3), direction: 'in' }),
  ]
  history.purchases = [
    purchase('onr_bought', { txHash: '0xDELIVERY', updatedAt: at(3) }),
    purchase('onr_pending', { status: 'pending', cryptoAmount: null, fiatAmount: '40', updatedAt: at(2) }),
    purchase('onr_failed', { status: 'failed', cryptoAmount: null, updatedAt: at(4) }),
    purchase('onr_abandoned', { status: 'created', cryptoAmount: null, updatedAt: at(5) }),
    purchase('onr_solana', { network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', updatedAt: at(6) }),
  ]
  const { modal } = await openActivity()
  const listed = () =>
    [...(modal.getByTestId('activity').querySelectorAll('[data-testid^="activity-"][data-state]') ?? [])]
      .filter((row) => row.tagName === 'LI')
      .map((row) => row.getAttribute('data-hash') ?? row.getAttribute('data-id'))
  await waitFor(() => expect(listed()).toEqual(['0xa', 'onr_pending', 'onr_bought', 'onr_failed']))
  expect(history.requests[0]?.get('onramp')).toBe('any')
  const row = (id: string) =>
    modal.getAllByTestId('activity-purchase').find((each) => each.dataset.id === id)!
  expect(row('onr_bought').textContent).toContain('Bought')
  expect(within(row('onr_bought')).getByTestId('activity-purchase-detail').textContent).toBe('+0.050 ETH')
  expect(row('onr_pending').textContent).toContain('Buying')
  expect(within(row('onr_pending')).getByTestId('activity-purchase-detail').textContent).toBe('40 USD of ETH')
  expect(within(row('onr_failed')).getByTestId('activity-status').textContent).toBe('Failed')
})
