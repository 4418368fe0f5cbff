import type { Portico } from '@portico/core'
import { PorticoProvider } from '@portico/react'
import { render, waitFor, within } from '@testing-library/react'

/** Renders the instance's modal under a PorticoProvider; `modal()` gives queries inside its shadow root once it shows. */
export function renderWithPortico(portico: Portico) {
  const result = render(<PorticoProvider portico={portico} />)
  const modal = async () => {
    const root = await waitFor(
      () => {
        const found = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
        if (!found?.querySelector('[data-testid="portico-modal"]')) throw new Error('modal not mounted')
        if (found.querySelector('.warm-up')) throw new Error('modal warming up')
        return found
      },
      // The modal's code loads lazily; the first load in a test file includes transforming it.
      { timeout: 10_000 },
    )
    return within(root as unknown as HTMLElement)
  }
  return { ...result, modal }
}
