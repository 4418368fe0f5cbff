import { benchApps } from '../apps/benchApps.js'
import { buildApp } from '../build/buildApp.js'
import { measureBundle } from '../size/measureBundle.js'

/**
 * Builds the bench's Portico app with no feature package installed and returns its initial JS in gzip bytes, or
 * undefined when it does not build. The build replaces that app's `dist`, so call it once the app is no longer served.
 */
export async function widgetAloneGzip(): Promise<number | undefined> {
  const portico = benchApps.find((app) => app.id === 'portico')
  if (!portico) return undefined
  const alone = await buildApp(portico, { PORTICO_BENCH_FEATURES: 'none' })
  return alone.ok ? (await measureBundle(alone.distDir)).initialJs.gzip : undefined
}
