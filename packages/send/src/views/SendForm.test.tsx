import { createMemoryBackend } from '@portico/core'
import {
  createFakeAdapter,
  createTestPortico,
  FAKE_ADDRESS,
  fakeConnector,
  fakeMainnet,
} from '@portico/core/testing'
import { PorticoProvider } from '@portico/react'
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { send } from '../send.js'
import type { SendToken } from '../tokens/SendToken.js'
import { SendForm } from './SendForm.js'

const tether: SendToken = {
  name: 'Tether USD',
  symbol: 'USDT',
  decimals: 6,
  address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  balance: 12_345_678n,
  price: 0.998,
  iconUrl: 'http://127.0.0.1:4000/public/getTokenImage/USDT',
}
const ether: SendToken = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: 10n ** 18n }

async function renderForm() {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ connectors: [fakeConnector()] })],
    storage: createMemoryBackend(),
    plugins: [send()],
  })
  await portico.ready
  return render(
    <PorticoProvider portico={portico}>
      <SendForm namespace="eip155" address={FAKE_ADDRESS} network={fakeMainnet} tokens={[ether, tether]} />
    </PorticoProvider>,
  )
}

it("shows the chosen token's icon and name; Max fills a token's whole balance, and the amount's value shows with 2 decimals", async () => {
  const form = await renderForm()
  expect(form.queryByTestId('send-token-icon')).toBeNull()
  fireEvent.change(form.getByTestId('send-token'), { target: { value: tether.address } })
  expect(form.getByTestId('send-token-icon').getAttribute('src')).toBe(tether.iconUrl)
  expect(form.getByTestId('send-token-name').textContent).toBe('Tether USD')

  act(() => form.getByTestId('send-max').click())
  await waitFor(() => expect((form.getByTestId('send-amount') as HTMLInputElement).value).toBe('12.345678'))
  expect(form.getByTestId('send-fiat').textContent).toBe('$12.32')

  fireEvent.change(form.getByTestId('send-amount'), { target: { value: '2' } })
  expect(form.getByTestId('send-fiat').textContent).toBe('$2.00')
  // A token without an icon shows its symbol's first letters.
  fireEvent.change(form.getByTestId('send-token'), { target: { value: 'native' } })
  expect(form.getByTestId('send-token-icon').textContent).toBe('ET')
  expect(form.getByTestId('send-fiat').textContent).toBe('')
})
