import type { Portico } from '@portico/core'
import { instanceModalCode } from '../modal/instanceModalCode.js'
import { openingView } from '../router/openingView.js'

/**
 * Loads the modal's code, the instance's texts and the view opening it shows (a lazily registered one included), so the
 * first open renders the view at once instead of a loading state.
 */
export function prefetchModal(portico: Portico): void {
  instanceModalCode(portico)
    .load()
    .then(
      (module) => module.preloadView(portico, openingView(portico.state)),
      // A failed prefetch is not the visitor's problem yet: opening the modal loads it again.
      () => undefined,
    )
}
