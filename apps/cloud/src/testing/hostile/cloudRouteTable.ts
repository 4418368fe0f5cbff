import type { CloudDeps } from '../../http/CloudDeps.js'
import { createApp } from '../../http/createApp.js'
import { createLogger } from '../../log/createLogger.js'
import { testConfig } from '../testConfig.js'

/** `METHOD /path` without a trailing slash (`POST /v1` and `POST /v1/` are one route of the table). */
export const routeKey = (method: string, path: string): string =>
  `${method} ${path.length > 1 ? path.replace(/\/$/, '') : path}`

/**
 * Every route the cloud's HTTP app serves, as `METHOD /path` keys (middleware excluded), read from the real app's
 * route table. The app is built over a config and a logger only: its routes touch their other dependencies when a
 * request comes, and one that needs them to be built fails here with the name of what it touched.
 */
export function cloudRouteTable(): string[] {
  const given: Partial<CloudDeps> = {
    // The config only: nothing is opened or listened on.
    config: testConfig({ dataDir: '/nonexistent' }),
    logger: createLogger('silent'),
  }
  const deps = new Proxy(given, {
    get(target, key) {
      if (key in target) return target[key as keyof CloudDeps]
      throw new Error(`building the app's routes touched deps.${String(key)}`)
    },
  }) as CloudDeps
  const routes = createApp(deps).routes.filter((route) => route.method !== 'ALL')
  return [...new Set(routes.map((route) => routeKey(route.method, route.path)))].sort()
}
