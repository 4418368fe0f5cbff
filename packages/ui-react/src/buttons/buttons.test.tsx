import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { setupPortico } from '../test/setupPortico.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

describe('the buttons', () => {
  it('ConnectButton goes from disconnected to connecting to connected at one reserved width', async () => {
    const { portico, wallet } = await setupPortico()
    const { getByTestId, modal } = renderWithPortico(portico, <ConnectButton />)
    const m = await modal()
    const button = getByTestId('portico-connect-button')
    expect(button.dataset.state).toBe('disconnected')
    expect(button.textContent).toBe('Connect Wallet')
    const width = getComputedStyle(button).width
    expect(width).toMatch(/^\d+px$/)
    fireEvent.click(button)
    wallet.hold()
    fireEvent.click(await m.findByTestId('wallet-row-dev.portico.fake'))
    await waitFor(() => expect(button.dataset.state).toBe('connecting'))
    expect(button.textContent).toBe('Connecting...')
    expect(getComputedStyle(button).width).toBe(width)
    await act(async () => wallet.release())
    // The connection settles after the wallet answers: wait on the state, not on the machine's speed.
    await waitFor(() => expect(button.dataset.state).toBe('connected'))
    expect(button.textContent).toBe('0x7099…79C8')
    expect(getComputedStyle(button).width).toBe(width)
  })

  it('AccountButton shows the address and balance and opens Account', async () => {
    const { portico } = await setupPortico()
    const { getByTestId, modal } = renderWithPortico(portico, <AccountButton />)
    const m = await modal()
    expect(getByTestId('portico-account-button').textContent).toBe('Connect Wallet')
    await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
    await waitFor(() => expect(getByTestId('portico-account-button-balance').dataset.state).toBe('ready'))
    expect(getByTestId('portico-account-button').textContent).toBe('0x7099…79C81.234 ETH')
    fireEvent.click(getByTestId('portico-account-button'))
    expect(await m.findByTestId('account-view')).toBeTruthy()
  })

  it("AccountButton shows the account's name once the identity lookup has one", async () => {
    const { portico } = await setupPortico()
    const { getByTestId } = renderWithPortico(portico, <AccountButton />)
    await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
    expect(getByTestId('portico-account-button-label').textContent).toBe('0x7099…79C8')
    act(() => {
      const account = portico.state.chains.eip155?.accountState
      if (account) account.profileName = 'vitalik.portico'
    })
    await waitFor(() =>
      expect(getByTestId('portico-account-button-label').textContent).toBe('vitalik.portico'),
    )
  })

  it('AccountButton keeps the whole shortened address when the balance is long: the balance gives way', async () => {
    const { portico } = await setupPortico()
    const { getByTestId } = renderWithPortico(portico, <AccountButton />)
    await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
    act(() => {
      const account = portico.state.chains.eip155?.accountState
      if (account) account.balance = '123456789.123'
    })
    const balance = getByTestId('portico-account-button-balance')
    await waitFor(() => expect(balance.textContent).toBe('123456789.123 ETH'))
    const label = getByTestId('portico-account-button-label')
    expect(label.textContent).toBe('0x7099…79C8')
    // happy-dom lays nothing out: the button's styles decide who gives way in a browser. The address never
    // shrinks; the balance shrinks to an ellipsis.
    expect(getComputedStyle(label).flexShrink).toBe('0')
    const shown = getComputedStyle(balance)
    expect([shown.minWidth, shown.overflow, shown.textOverflow]).toEqual(['0', 'hidden', 'ellipsis'])
  })

  it('AccountButton follows the balance down after a transaction', async () => {
    const { portico } = await setupPortico()
    const { getByTestId } = renderWithPortico(portico, <AccountButton />)
    await act(() => portico.connect({ connectorId: 'fake', namespace: 'eip155' }))
    const balance = getByTestId('portico-account-button-balance')
    await waitFor(() => expect(balance.textContent).toBe('1.234 ETH'))
    await act(() =>
      portico.sendTransaction({ to: '0x0000000000000000000000000000000000000001', value: 10n ** 17n }),
    )
    await waitFor(() => expect(balance.textContent).toBe('1.134 ETH'))
  })

  it('NetworkButton shows the selected network and opens SwitchNetwork', async () => {
    const { portico } = await setupPortico()
    const { getByTestId, modal } = renderWithPortico(portico, <NetworkButton />)
    const m = await modal()
    const button = getByTestId('portico-network-button')
    expect(button.textContent).toBe('Fake Mainnet')
    expect(button.dataset.networkId).toBe('eip155:1')
    fireEvent.click(button)
    expect(await m.findByTestId('switch-network-view')).toBeTruthy()
  })
})
