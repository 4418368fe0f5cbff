import type { FeatureContext, PorticoFeature, RemoteSession } from '@portico/core'
import { FAKE_ADDRESS, type FakeWallet } from '@portico/core/testing'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { registerAccountTab } from '../../account/accountTabRegistry.js'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

async function openAccount(prepare?: (wallet: FakeWallet) => void) {
  const { portico, wallet } = await setupPortico()
  const m = await renderWithPortico(portico).modal()
  prepare?.(wallet)
  await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
  await act(() => portico.open())
  return { portico, wallet, m }
}

describe('the Account view', () => {
  it('shows the shortened address, an avatar and the balance with its symbol', async () => {
    const { m } = await openAccount()
    expect(m.getByTestId('account-address').textContent).toBe('0x7099…79C8')
    expect(m.getByTestId('account-address').dataset.address).toBe(FAKE_ADDRESS)
    expect(m.getByTestId('account-avatar').getAttribute('style')).toContain('linear-gradient')
    await waitFor(() => expect(m.getByTestId('account-balance').dataset.state).toBe('ready'))
    expect(m.getByTestId('account-balance').textContent).toBe('1.234 ETH')
    expect(m.getByTestId('account-network-button').textContent).toContain('Fake Mainnet')
  })

  it('says when the balance cannot be read, and reads it again on Try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { m, wallet } = await openAccount((w) => {
      w.balanceError = new Error('RPC down')
    })
    await waitFor(() => expect(m.getByTestId('account-balance').dataset.state).toBe('error'))
    wallet.balanceError = undefined
    vi.setSystemTime(Date.now() + 31_000) // core asks a failing balance again only after 30 s
    fireEvent.click(m.getByTestId('account-balance-retry'))
    await waitFor(() => expect(m.getByTestId('account-balance').dataset.state).toBe('ready'))
    warn.mockRestore()
  })

  it('copies the address and says so in a toast', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { m } = await openAccount()
    fireEvent.click(m.getByRole('button', { name: '0x7099…79C8 Copy address' }))
    expect((await m.findByTestId('portico-toast')).textContent).toBe('Copied')
    expect(writeText).toHaveBeenCalledWith(FAKE_ADDRESS)
  })

  it('disconnects', async () => {
    const { m, portico } = await openAccount()
    fireEvent.click(m.getByTestId('account-disconnect'))
    await waitFor(() => expect(m.getByTestId('portico-modal').dataset.state).toBe('closed'))
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('shows Tokens and NFTs (empty without a cloud) and an empty Activity tab until a feature fills it', async () => {
    const { m } = await openAccount()
    expect(m.getByRole('tab', { name: 'Tokens', selected: true })).toBeTruthy()
    await waitFor(() => expect(m.getByTestId('account-tab-panel').textContent).toBe('No tokens yet'))
    fireEvent.click(m.getByRole('tab', { name: 'NFTs' }))
    await waitFor(() => expect(m.getByTestId('account-tab-panel').textContent).toBe('No NFTs yet'))
    fireEvent.click(m.getByRole('tab', { name: 'Activity' }))
    expect(m.getByTestId('account-tab-panel').dataset.state).toBe('empty')
    expect(m.getByTestId('account-tab-panel').textContent).toBe('No activity yet')
    act(() => registerAccountTab('Activity', async () => ({ default: () => <p>Two transfers</p> })))
    await waitFor(() => expect(m.getByTestId('account-tab-panel').dataset.state).toBe('ready'))
    expect(m.getByTestId('account-tab-panel').textContent).toBe('Two transfers')
  })

  it("shows the cloud's profile image instead of the gradient", async () => {
    const { m, portico } = await openAccount()
    act(() => {
      const account = portico.state.chains.eip155?.accountState
      if (account) account.profileImage = 'data:image/png;base64,AAAA'
    })
    await waitFor(() =>
      expect(m.getByTestId('account-avatar').getAttribute('src')).toBe('data:image/png;base64,AAAA'),
    )
  })
})

it('moves between the Account tabs with the arrow keys', async () => {
  const { m } = await openAccount()
  fireEvent.keyDown(m.getByRole('tab', { name: 'Tokens' }), { key: 'ArrowRight' })
  expect(m.getByRole('tab', { name: 'NFTs', selected: true })).toBeTruthy()
  fireEvent.keyDown(m.getByRole('tab', { name: 'NFTs' }), { key: 'ArrowLeft' })
  fireEvent.keyDown(m.getByRole('tab', { name: 'Tokens' }), { key: 'ArrowLeft' })
  expect(m.getByRole('tab', { name: 'Activity', selected: true })).toBeTruthy()
})

it('shows the tab the visitor left when the modal opens again, the Tokens tab for the next account', async () => {
  const { portico, m } = await openAccount()
  fireEvent.click(m.getByRole('tab', { name: 'Activity' }))
  await waitFor(() => expect(m.getByRole('tab', { name: 'Activity', selected: true })).toBeTruthy())
  act(() => portico.close())
  await act(() => portico.open())
  await waitFor(() => expect(m.getByRole('tab', { name: 'Activity', selected: true })).toBeTruthy())
  expect(portico.state.chains.eip155?.accountState.currentTab).toBe(2)
  await act(() => portico.disconnect())
  await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
  await act(() => portico.open())
  await waitFor(() => expect(m.getByRole('tab', { name: 'Tokens', selected: true })).toBeTruthy())
})

describe('the login an embedded wallet connected with, under the address', () => {
  const ADDRESS = '0x00000000000000000000000000000000000000aa'
  async function loggedIn(account: RemoteSession['account']) {
    const holder: { context?: FeatureContext } = {}
    const remote: PorticoFeature = {
      id: 'remote',
      remoteConnectorId: 'auth',
      create(context) {
        holder.context = context
        return { api: {} }
      },
    }
    const { portico, adapter } = await setupPortico({ plugins: [remote] })
    adapter.connectSession = async ({ session }) => ({
      connectorId: session.connectorId,
      address: ADDRESS,
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      chainId: 1,
    })
    const m = await renderWithPortico(portico).modal()
    await act(async () => {
      await holder.context?.connectSession({
        connectorId: 'auth',
        connectorType: 'AUTH',
        namespaces: {
          eip155: { chains: ['eip155:1'], accounts: [`eip155:1:${ADDRESS}`], methods: [], events: [] },
        },
        ...(account ? { account } : {}),
        request: async () => null,
        subscribe: () => () => undefined,
        disconnect: async () => undefined,
      })
    })
    await act(() => portico.open())
    return m
  }
  const user = { address: ADDRESS, chainId: 'eip155:1' }

  it("shows a Discord username without its last '0'", async () => {
    const m = await loggedIn({ user: { ...user, userName: 'ada0' }, socialProvider: 'discord' })
    expect(m.getByTestId('account-login').textContent).toBe('ada')
  })

  it("shows another provider's username as it is", async () => {
    const m = await loggedIn({ user: { ...user, userName: 'ada0' }, socialProvider: 'github' })
    expect(m.getByTestId('account-login').textContent).toBe('ada0')
  })

  it('shows an e-mail login’s address, shortened past 30 characters', async () => {
    const m = await loggedIn({ user: { ...user, email: 'a.very.long.address.indeed@example.com' } })
    expect(m.getByTestId('account-login').textContent).toBe('a.very.long.address.indeed@...')
  })

  it('shows nothing there for a wallet', async () => {
    const m = await loggedIn(undefined)
    expect(m.queryByTestId('account-login')).toBeNull()
  })
})
