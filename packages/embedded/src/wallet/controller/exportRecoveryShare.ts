import { FrameRequestError } from '../../client/FrameRequestError.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'
import { syncDappData } from './syncDappData.js'
import { toastLoginError } from './toastLoginError.js'

/** The recovery share, in the frame's own screen shown over the page until the visitor answers it. */
export async function exportRecoveryShare(context: EmbeddedContext): Promise<boolean> {
  const { slice } = context
  const mounted = ensureFrame(context)
  syncDappData(context)
  slice.error = undefined
  mounted.setShown(true)
  try {
    const { exported } = (await mounted.client.request('EXPORT_RECOVERY_SHARE')) as { exported: boolean }
    // Saved: the frame forgot its copy, so the Account view no longer offers the export.
    if (exported) slice.recoveryShareHeld = false
    return exported
  } catch (error) {
    if (error instanceof FrameRequestError && error.code === 'no_recovery_share')
      slice.recoveryShareHeld = false
    // The export runs from the Account view, which shows no login error: the visitor hears of it here.
    slice.error = toastLoginError(context, error)
    return false
  } finally {
    if (!slice.approving) mounted.setShown(false)
  }
}
