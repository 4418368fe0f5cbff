// @vitest-environment happy-dom
import { PorticoProvider } from '@portico/react'
import { useConnection, useWallet } from '@solana/wallet-adapter-react'
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { interopWorld } from '../test/interopWorld.js'
import { PorticoSolanaBridge } from './PorticoSolanaBridge.js'

// findBy* waits for state; its deadline only bounds a hang on a busy machine.
configure({ asyncUtilTimeout: 15_000 })
afterEach(cleanup)

const world = interopWorld()

/** An app component on wallet-adapter's hooks, as it was before Portico came. */
function App() {
  const { publicKey, connected, disconnect } = useWallet()
  const { connection } = useConnection()
  return (
    <>
      <output data-testid="status">
        {connected ? `connected ${publicKey?.toBase58()}` : 'disconnected'}
      </output>
      <output data-testid="endpoint">{connection.rpcEndpoint}</output>
      <button type="button" onClick={() => void disconnect()}>
        Disconnect
      </button>
    </>
  )
}

it("gives the app's useWallet() and useConnection() Portico's Solana connection, and a disconnect on either side to both", async () => {
  localStorage.clear()
  const wallet = world.wallet(1)
  const portico = await world.loadPortico([wallet])
  const connectorId = wallet.name.toLowerCase().replaceAll(' ', '-')
  render(
    <PorticoProvider portico={portico}>
      <PorticoSolanaBridge>
        <App />
      </PorticoSolanaBridge>
    </PorticoProvider>,
  )
  const address = world.account(1).address
  expect(screen.getByTestId('endpoint').textContent).toBe(world.solana().rpcUrl)
  expect(screen.getByTestId('status').textContent).toBe('disconnected')

  await act(() => portico.connect({ connectorId, namespace: 'solana' }))
  expect((await screen.findByText(`connected ${address}`)).dataset.testid).toBe('status')

  await act(() => portico.disconnect({ namespace: 'solana' }))
  await screen.findByText('disconnected')

  await act(() => portico.connect({ connectorId, namespace: 'solana' }))
  await screen.findByText(`connected ${address}`)
  fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
  await screen.findByText('disconnected')
  expect(portico.state.chains.solana?.accountState.status).toBe('disconnected')
})
