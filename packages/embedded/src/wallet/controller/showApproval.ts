import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'
import { syncDappData } from './syncDappData.js'

/**
 * Shows the frame's approval screen over the modal (opened on ApproveTransaction); returns its end, which hides the
 * frame once no other approval is shown.
 */
export function showApproval(context: EmbeddedContext): () => void {
  const { feature, slice, approvals } = context
  const mounted = ensureFrame(context)
  syncDappData(context)
  const approval = {}
  approvals.add(approval)
  slice.approving = true
  mounted.setShown(true)
  if (!feature.state.modal.open) void feature.portico.open({ view: 'ApproveTransaction' })
  else if (feature.state.router.view !== 'ApproveTransaction') feature.portico.push('ApproveTransaction')
  return () => {
    approvals.delete(approval)
    if (approvals.size > 0) return
    slice.approving = false
    context.frame?.setShown(false)
  }
}
