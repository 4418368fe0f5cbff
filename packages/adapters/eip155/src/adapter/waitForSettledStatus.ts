import type { Config } from '@wagmi/core'

/** Resolves once wagmi is neither connecting nor reconnecting (at once when it is not). */
export function waitForSettledStatus(config: Config): Promise<void> {
  const settled = () => config.state.status !== 'connecting' && config.state.status !== 'reconnecting'
  if (settled()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = config.subscribe(
      (state) => state.status,
      () => {
        if (!settled()) return
        stop()
        resolve()
      },
    )
  })
}
