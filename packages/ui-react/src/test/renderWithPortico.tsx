import type { Portico } from '@portico/core'
import { render, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { PorticoProvider } from '../context/PorticoProvider.js'

/** Renders under a PorticoProvider; `modal()` gives queries inside the modal's shadow root. */
export function renderWithPortico(portico: Portico, children: ReactNode = null) {
  const result = render(<PorticoProvider portico={portico}>{children}</PorticoProvider>)
  const shadowRoot = async () => {
    const host = await waitFor(
      () => {
        const element = document.querySelector('[data-testid="portico-modal-host"]')
        if (!element?.shadowRoot?.querySelector('[data-testid="portico-modal"]'))
          throw new Error('modal not mounted')
        return element
        // The modal's code loads lazily; the first load in a test file includes transforming it.
      },
      { timeout: 10_000 },
    )
    return host.shadowRoot!
  }
  const modal = async () => within((await shadowRoot()) as unknown as HTMLElement)
  return { ...result, shadowRoot, modal }
}
