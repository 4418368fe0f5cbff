import { act, fireEvent, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { setupPortico } from '../test/setupPortico.js'
import { modalStyles } from './modalStyles.js'

it('mirrors the modal in Arabic: dir="rtl" on its root, the back arrow turned around', async () => {
  const { portico } = await setupPortico()
  const m = await renderWithPortico(portico).modal()
  await act(() => portico.open())
  await act(() => portico.setLocale('ar'))
  const root = m.getByTestId('portico-modal')
  expect(root.getAttribute('dir')).toBe('rtl')
  expect(root.getAttribute('lang')).toBe('ar')
  expect(m.getByTestId('portico-header-title').textContent).toBe('ربط المحفظة')
  fireEvent.click(m.getByTestId('all-wallets-button'))
  await waitFor(() => expect(m.getByTestId('portico-header-back')).toBeTruthy())
  expect(m.getByTestId('portico-header-back').querySelector('svg')?.dataset.mirrored).toBe('true')
  expect(m.getByTestId('portico-header-close').querySelector('svg')?.dataset.mirrored).toBeUndefined()
  await act(() => portico.setLocale('en'))
  expect(root.getAttribute('dir')).toBe('ltr')
})

it('lays the modal out with logical properties only, so right to left needs no stylesheet of its own', () => {
  // Left and right by name, or a four-value margin/padding (its second and fourth are right and left).
  const physical = modalStyles.match(
    /(?:margin|padding|border)-(?:left|right)\b|(?:^|[\s;{])(?:left|right)\s*:|text-align:\s*(?:left|right)|(?:margin|padding):\s*[^;}\s]+\s+[^;}\s]+\s+[^;}\s]+\s+[^;}\s]+\s*[;}]/g,
  )
  expect(physical).toBeNull()
})
