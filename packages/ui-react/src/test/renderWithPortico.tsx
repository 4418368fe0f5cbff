import type { Portico } from '@portico/core'
import { render, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { PorticoProvider } from '../context/PorticoProvider.js'

/** Renders under a PorticoProvider; `modal()` gives queries inside the modal's shadow root. */
export function renderWithPortico(portico: Portico, children: ReactNode = null) {
  const result = render(<PorticoProvider portico={portico}>{children}</PorticoProvider>)
  const mounted = (ready: (root: ShadowRoot) => boolean, why: string) =>
    waitFor(
      () => {
        const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
        if (!root?.querySelector('[data-testid="portico-modal"]')) throw new Error('modal not mounted')
        if (!ready(root)) throw new Error(why)
        return root
      },
      // The modal's code loads lazily; the first load in a test file includes transforming it.
      { timeout: 10_000 },
    )
  /** The shadow root as soon as the modal has mounted (its warm-up may still be there). */
  const shadowRoot = () => mounted(() => true, 'modal not mounted')
  /**
   * Queries once the warm-up is done: until then a closed modal holds (or is about to hold, it comes in a task of
   * its own) a hidden, inert copy of the opening view, and a query right after opening could find a row there that
   * the open card then replaces, and click a row no longer in the page.
   */
  const modal = async () =>
    within(
      (await mounted(
        (root) =>
          root.querySelector('[data-testid="portico-modal"]')?.getAttribute('data-warm-up') === 'done',
        'modal warming up',
      )) as unknown as HTMLElement,
    )
  return { ...result, shadowRoot, modal }
}
