import type { ConnectMethod } from '@portico/core'
import { createLazyRegistry, type ModuleLoader } from '../registry/createLazyRegistry.js'

/** Connect-view sections other than the wallet list (email, social), filled by feature packages. */
export const connectMethodRegistry = createLazyRegistry<Exclude<ConnectMethod, 'wallet'>, object>({})

/**
 * Adds the Connect view's email or social section; it shows when the matching feature is on.
 * @example registerConnectMethod('email', () => import('./EmailSection.js'))
 */
export function registerConnectMethod(
  method: Exclude<ConnectMethod, 'wallet'>,
  load: ModuleLoader<object>,
): void {
  connectMethodRegistry.register(method, { load })
}
