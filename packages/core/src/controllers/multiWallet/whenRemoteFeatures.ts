import type { Portico } from '../../types/portico.js'

/**
 * Resolves once the project's remote features are known (they arrive from Portico Cloud after start-up;
 * without a cloud they never do, and neither does this).
 */
export function whenRemoteFeatures(portico: Pick<Portico, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (portico.state.remoteFeatures) return resolve()
    const stop = portico.subscribe(() => {
      if (!portico.state.remoteFeatures) return
      stop()
      resolve()
    })
  })
}
