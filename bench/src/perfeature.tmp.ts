import { benchApps } from './apps/benchApps.js'
import { buildApp } from './build/buildApp.js'
import { measureBundle } from './size/measureBundle.js'
const app = benchApps.find((each) => each.id === 'portico')!
const size = async (features?: string) => {
  const built = await buildApp(app, features ? { PORTICO_BENCH_FEATURES: features } : {})
  if (!built.ok) throw new Error(built.error)
  return { gzip: (await measureBundle(built.distDir)).initialJs.gzip, dir: built.distDir }
}
const alone = await size('none')
const all = await size()
console.log('alone', alone.gzip, 'all', all.gzip, 'features', all.gzip - alone.gzip, 'limit', 4.2 * 1024, all.dir)
