// @vitest-environment happy-dom
import { createMemoryBackend, type FeatureContext } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { PorticoModal, PorticoProvider } from '@portico/react'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { EmbeddedWalletApi } from '../wallet/EmbeddedWalletApi.js'
import type { EmbeddedWalletState, GrantSummary } from '../wallet/EmbeddedWalletState.js'
import { embeddedWallet } from '../wallet/embeddedWallet.js'

const grant = (overrides: Partial<GrantSummary>): GrantSummary => ({
  id: `0x${'01'.repeat(32)}`,
  chainId: 'eip155:31337',
  origin: 'https://app.example',
  delegate: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '0.01',
  symbol: 'ETH',
  period: 86_400,
  expiry: 1_900_000_000,
  state: 'active',
  ...overrides,
})

/** The Permissions view over an API that lists `grants` as the frame would, and marks one revoked when asked. */
async function openPermissions(grants: GrantSummary[]) {
  const revoked: string[] = []
  const feature = {
    ...embeddedWallet({ secureSiteUrl: 'http://127.0.0.1:4410' }),
    create: ({ featureState }: FeatureContext<EmbeddedWalletState>) => {
      const read = async () => {
        featureState.permissions = {
          status: 'ready',
          grants: grants.map((kept) => (revoked.includes(kept.id) ? { ...kept, state: 'revoked' } : kept)),
        }
      }
      const api = {
        readGrants: read,
        async revokeGrant(id: string) {
          revoked.push(id)
          await read()
          return true
        },
      } as Partial<EmbeddedWalletApi> as EmbeddedWalletApi
      return { api }
    },
  }
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ connectors: [fakeConnector()] })],
    storage: createMemoryBackend(),
    features: { email: true, smartSessions: true },
    plugins: [feature],
  })
  await portico.ready
  render(
    <PorticoProvider portico={portico}>
      <PorticoModal />
    </PorticoProvider>,
  )
  await act(() => portico.open({ view: 'Permissions' }))
  const host = await waitFor(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (root?.querySelector('[data-testid="permissions-view"]')?.getAttribute('data-state') !== 'ready')
      throw new Error('no list yet')
    return root
  })
  return { modal: within(host as unknown as HTMLElement), revoked }
}

it('lists each grant: app, grantee, amount per period or in total with its symbol, expiry (UTC) and state', async () => {
  const { modal } = await openPermissions([
    grant({}),
    grant({
      id: `0x${'02'.repeat(32)}`,
      origin: 'https://other.example',
      amount: '10',
      symbol: 'USDC',
      period: 7 * 86_400,
      state: 'expired',
    }),
    grant({ id: `0x${'03'.repeat(32)}`, amount: '5', symbol: 'USDC', period: undefined, state: 'revoked' }),
  ])
  const rows = modal.getAllByTestId('permission')
  expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['active', 'expired', 'revoked'])
  const text = (index: number, id: string) => within(rows[index] as HTMLElement).getByTestId(id).textContent
  expect(text(0, 'permission-app')).toBe('https://app.example')
  expect(text(0, 'permission-grantee')).toBe('To 0x7099…79C8')
  expect(text(0, 'permission-allowance')).toBe('0.01 ETH, every day')
  expect(text(0, 'permission-expiry')).toBe('Until 2030-03-17 17:46 UTC')
  expect(text(0, 'permission-state')).toBe('Active')
  expect(text(1, 'permission-allowance')).toBe('10 USDC, every 7 days')
  expect(text(1, 'permission-state')).toBe('Expired')
  expect(text(2, 'permission-allowance')).toBe('5 USDC in total')
  expect(text(2, 'permission-state')).toBe('Revoked')
  // Only an active grant can be revoked.
  expect(modal.getAllByTestId('permission-revoke')).toHaveLength(1)
})

it('revokes a grant through the API, then shows it revoked with no Revoke left', async () => {
  const { modal, revoked } = await openPermissions([grant({})])
  fireEvent.click(modal.getByTestId('permission-revoke'))
  await waitFor(() => expect(modal.getByTestId('permission-state').textContent).toBe('Revoked'))
  expect(revoked).toEqual([`0x${'01'.repeat(32)}`])
  expect(modal.queryByTestId('permission-revoke')).toBeNull()
})

it('says so when the wallet granted nothing', async () => {
  const { modal } = await openPermissions([])
  expect(modal.getByTestId('permissions-empty').textContent).toBe('No app holds a permission of this wallet')
})
