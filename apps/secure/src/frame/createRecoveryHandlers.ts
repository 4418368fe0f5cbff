import type { ShareVault } from '../custody/createShareVault.js'
import { withWalletKeys } from '../custody/withWalletKeys.js'
import type { FrameTranslate } from '../i18n/FrameTranslate.js'
import { AbortedError } from './AbortedError.js'
import type { CloudAuth } from './createCloudAuth.js'
import type { PendingRestore } from './FrameContext.js'
import type { FrameControllerParameters } from './FrameControllerParameters.js'
import { NoRecoveryShareError } from './NoRecoveryShareError.js'

export type RecoveryHandlersParameters = Pick<FrameControllerParameters, 'showRecovery' | 'askRecovery'> & {
  auth: CloudAuth
  vault: ShareVault
  /** The stored session token, if signed in. */
  session(): string | undefined
  /** The frame's storage name of `name` (per project). */
  key(name: string): string
  /** Resolves once the locale the widget named last has loaded: the screens speak it. */
  localeReady(): Promise<void>
  t: FrameTranslate
  /** What waits on the visitor; RPC_ABORT aborts each. */
  waits: Set<AbortController>
  /** The login waiting for RESTORE_WALLET; `done` drops it once the visitor answered (an aborted screen keeps it). */
  pendingRestore: { current(): PendingRestore | undefined; done(): void }
  /** Keeps a login's session with its items (the wallet now opens on this device). */
  keepSession(token: string, items: Record<string, string>): void
}

/**
 * The recovery share's two messages: EXPORT_RECOVERY_SHARE shows it in the frame's own screen (the device forgets
 * it once the visitor saved it); RESTORE_WALLET asks for it on a device that holds no share of the wallet.
 */
export function createRecoveryHandlers({
  auth,
  vault,
  session,
  key,
  localeReady,
  t,
  waits,
  showRecovery,
  askRecovery,
  pendingRestore,
  keepSession,
}: RecoveryHandlersParameters) {
  /** Shows a screen that waits on the visitor until it answers or RPC_ABORT ends it. */
  const onScreen = async <Answer>(show: (signal: AbortSignal) => Promise<Answer>): Promise<Answer> => {
    // The screen speaks the locale the widget named last, once its catalogue has loaded.
    await localeReady()
    const shown = new AbortController()
    waits.add(shown)
    const answer = await show(shown.signal).finally(() => waits.delete(shown))
    if (shown.signal.aborted) throw new AbortedError()
    return answer
  }
  return {
    EXPORT_RECOVERY_SHARE: async () => {
      const token = session()
      if (!token) throw new Error('Not connected')
      const { addresses } = await auth.readShare(token)
      const name = key(`recovery/${addresses.eip155}`)
      const share = await vault.read(name)
      if (!share) throw new NoRecoveryShareError()
      const saved = await onScreen((signal) => showRecovery({ share, address: addresses.eip155 }, signal))
      if (saved) await vault.remove(name)
      return { exported: saved }
    },
    /**
     * Restores the wallet on a device that holds no share of it (after CONNECT_OTP or a social login answered
     * `recovery_required`): the visitor enters the recovery share in the frame's screen; it must rebuild, with the
     * cloud's auth share, this wallet's EVM and Solana addresses. It then becomes this device's share (sealed in the
     * vault) and the login's session is kept. Cancel drops the login (its session ends in the cloud).
     */
    RESTORE_WALLET: async () => {
      const pending = pendingRestore.current()
      if (!pending) throw new Error('Nothing to restore: log in first')
      const { share: authShare, addresses } = await auth.readShare(pending.token)
      const check = async (share: string) => {
        const matches = await withWalletKeys(
          [share, authShare],
          async (keys) => keys.evmAddress === addresses.eip155 && keys.solanaAddress === addresses.solana,
        ).catch(() => false)
        return matches ? undefined : t('frame.restore.mismatch')
      }
      const share = await onScreen((signal) => askRecovery({ address: addresses.eip155, check }, signal))
      pendingRestore.done()
      if (!share) {
        await auth.endSession(pending.token).catch(() => undefined)
        return { restored: false }
      }
      await vault.write(key(`device/${addresses.eip155}`), share)
      keepSession(pending.token, pending.items)
      return { restored: true }
    },
  }
}
