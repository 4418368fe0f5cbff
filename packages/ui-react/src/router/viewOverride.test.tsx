import { act, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { setupPortico } from '../test/setupPortico.js'
import { registerView } from './registerView.js'

it('keeps a view an app registered before the modal loaded over the built-in one', async () => {
  registerView('Connect', async () => ({ default: () => <p>Our own connect screen</p> }))
  const { portico } = await setupPortico()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  await waitFor(() => expect(m.getByTestId('portico-view').textContent).toBe('Our own connect screen'))
})
