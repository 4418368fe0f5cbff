import type { AccountTabName } from '@portico/core'
import { createLazyRegistry, type ModuleLoader } from '../registry/createLazyRegistry.js'

/** The Account view's tabs, in display order. */
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const satisfies readonly AccountTabName[]
export type { AccountTabName }

/** Account tab contents, filled by feature packages; an unregistered tab shows an empty state. */
export const accountTabRegistry = createLazyRegistry<AccountTabName, object>({})

/**
 * Fills an Account tab.
 * @example registerAccountTab('Activity', () => import('./ActivityTab.js'))
 */
export function registerAccountTab(name: AccountTabName, load: ModuleLoader<object>): void {
  accountTabRegistry.register(name, { load })
}
