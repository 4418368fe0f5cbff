import { act, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { setupPortico } from '../test/setupPortico.js'
import { registerView } from './registerView.js'

// The views of the feature packages these tests stand in for (each package declares its own).
declare module '@portico/core' {
  interface PorticoViews {
    StandInSwap: undefined
    EmailLogin: undefined
  }
}

describe('registerView', () => {
  it('shows a loading state until a lazily registered view arrives, then the view and its title', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => {}
    registerView('StandInSwap', () => new Promise((resolve) => (arrive = resolve)), { title: 'Swap' })
    const { portico } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(() => portico.open({ view: 'StandInSwap' }))
    expect(m.getByTestId('portico-view').dataset.state).toBe('loading')
    expect(m.getByRole('img', { name: 'Loading' })).toBeTruthy()
    expect(m.getByTestId('portico-header-title').textContent).toBe('Swap')
    await act(async () => arrive({ default: () => <p>Swap form</p> }))
    await waitFor(() => expect(m.getByTestId('portico-view').dataset.state).toBe('ready'))
    expect(m.getByTestId('portico-view').textContent).toBe('Swap form')
  })

  it('says a view nobody provides is not available, and tells the developer which one, instead of spinning', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { portico } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(() => portico.open({ view: 'EmailLogin' }))
    expect(m.getByTestId('portico-view').dataset.state).toBe('missing')
    expect(m.getByRole('alert').textContent).toBe('This view is not available')
    expect(m.queryByRole('img', { name: 'Loading' })).toBeNull()
    expect(m.getByTestId('portico-header-title').textContent).toBe('Email Login')
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('no installed package provides the view EmailLogin'),
    )
    error.mockRestore()
  })

  it('contains a view that throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    registerView('StandInSwap', async () => ({
      default: () => {
        throw new Error('broken view')
      },
    }))
    const { portico } = await setupPortico()
    const m = await renderWithPortico(portico).modal()
    await act(() => portico.open({ view: 'StandInSwap' }))
    await waitFor(() => expect(m.getByTestId('portico-view').dataset.state).toBe('error'))
    expect(m.getByRole('alert').textContent).toBe('Something went wrong')
    error.mockRestore()
  })
})
