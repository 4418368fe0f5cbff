import { DEFAULT_ACCOUNT_TYPES } from '../../constants/namespaces.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { AccountType } from '../../types/account.js'
import type { ChainNamespace } from '../../types/namespace.js'

/**
 * The account type a connected namespace uses (docs/behaviour.md#transitions "Account type"): the one the wallet
 * reports as preferred, else the visitor's stored choice, else the app's `defaultAccountTypes`, else core's default;
 * 'eoa' when the connection has no account of that type (e.g. no smart account yet).
 */
export function preferredAccountType(
  context: Pick<PorticoContext, 'storage' | 'portico'>,
  namespace: ChainNamespace,
  accounts: readonly { type: AccountType }[],
  reported?: AccountType,
): AccountType {
  const wanted =
    reported ??
    context.storage.get('preferredAccountTypes')?.[namespace] ??
    context.portico.options.defaultAccountTypes?.[namespace] ??
    DEFAULT_ACCOUNT_TYPES[namespace]
  return accounts.some((account) => account.type === wanted) ? wanted : 'eoa'
}
