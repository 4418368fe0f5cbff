import { act, fireEvent, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { AccountButton } from '../buttons/AccountButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { countRenders } from '../test/renderCounter.js'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { setupPortico } from '../test/setupPortico.js'

it('a connect from the modal renders the components that read what it changed, and not the others', async () => {
  const { portico, wallet } = await setupPortico()
  const m = await renderWithPortico(
    portico,
    <>
      <AccountButton />
      <NetworkButton />
    </>,
  ).modal()
  await act(() => portico.open())
  await m.findByTestId('wallet-row-dev.portico.fake')
  const { total, byName } = await countRenders(async () => {
    wallet.hold()
    fireEvent.click(m.getByTestId('wallet-row-dev.portico.fake'))
    await m.findByTestId('connecting-external')
    await act(async () => wallet.release())
    await waitFor(() => expect(m.getByTestId('portico-modal').dataset.state).toBe('closed'))
  })
  console.info(
    `renders on a connect: ${total}`,
    [...byName]
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${n}`)
      .join(', '),
  )
  expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
  expect(total).toBeGreaterThan(0)
  // What reads nothing a connect changes renders not at all (each rendered three times when it read the whole state).
  expect(byName.get('NetworkButton')).toBeUndefined()
  expect(byName.get('AlertBanner')).toBeUndefined()
  expect(byName.get('ToastList')).toBeUndefined()
})
