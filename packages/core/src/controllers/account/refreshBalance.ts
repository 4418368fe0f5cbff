import type { ChainNamespace } from '../../types/namespace.js'
import { balanceChunk } from './balanceChunk.js'
import type { BalanceContext } from './readNativeBalance.js'

/**
 * Reads the native balance of a namespace's connected account into its state (`readNativeBalance`: the cloud or the
 * adapter, cached 30 s, not asked again for 30 s after a failure). Its code is its own chunk, loaded as start-up
 * begins, so a cached balance shows in the same call; a failed load is logged and tried again on the next call.
 */
export async function refreshBalance(
  context: BalanceContext,
  parameters: { namespace?: ChainNamespace; force?: boolean } = {},
): Promise<void> {
  const code =
    balanceChunk.current() ??
    (await balanceChunk.load().catch((error: unknown) => {
      console.warn('Portico: the balance code did not load; the balance is read on the next refresh.', error)
      return undefined
    }))
  await code?.readNativeBalance(context, parameters)
}
