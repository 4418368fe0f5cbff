import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { setupPortico } from '../test/setupPortico.js'

const hostile = document.createElement('style')
// Non-inherited properties only: happy-dom lets an inherited !important value beat an element's own
// declaration (browsers do not), so colour and font isolation are proven in the browser tests.
hostile.textContent =
  '* { display: none !important; padding: 99px !important } .row, .card, [role=dialog] { display: none !important }'

afterEach(() => hostile.remove())

describe('style isolation', () => {
  it('keeps a hostile host-page stylesheet out of the modal', async () => {
    document.head.append(hostile)
    const { portico } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(() => portico.open())
    const row = m.getByTestId('wallet-row-dev.portico.fake')
    expect(getComputedStyle(row).display).toBe('flex')
    expect(getComputedStyle(row).paddingTop).toBe('8px')
    expect(getComputedStyle(m.getByRole('dialog')).display).toBe('flex')
  })

  it('keeps its own styles inside the shadow root', async () => {
    const { portico } = await setupPortico()
    const { shadowRoot } = renderWithPortico(portico)
    const root = await shadowRoot()
    expect(root.querySelector('style')?.textContent).toContain('.row')
    const pageStyles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
    expect(pageStyles).not.toContain('.row')
  })

  it('applies the theme mode and the public tokens to the modal', async () => {
    const { portico } = await setupPortico({
      themeMode: 'light',
      themeVariables: { '--portico-accent': '#ff00aa' },
    })
    const m = await renderWithPortico(portico).modal()
    const root = m.getByTestId('portico-modal')
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--portico-accent')).toBe('#ff00aa')
    await act(async () => {
      portico.setThemeMode('dark')
      portico.setThemeVariables({ '--portico-border-radius-master': '2px' })
    })
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--portico-border-radius-master')).toBe('2px')
  })
})
