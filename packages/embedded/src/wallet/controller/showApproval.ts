import type { EmbeddedContext } from './EmbeddedContext.js'
import { ensureFrame } from './ensureFrame.js'
import { syncDappData } from './syncDappData.js'

/**
 * Shows the frame's approval screen over the modal (opened on ApproveTransaction); returns its end, which hides the
 * frame once no other approval is shown and leaves the view the way it came: the modal closes if it opened for the
 * approval, or goes back if the view was pushed.
 */
export function showApproval(context: EmbeddedContext): () => void {
  const { feature, slice, approvals } = context
  const mounted = ensureFrame(context)
  syncDappData(context)
  const approval = {}
  approvals.add(approval)
  slice.approving = true
  mounted.setShown(true)
  if (!feature.state.modal.open) {
    context.approvalEntry = 'opened'
    void feature.portico.open({ view: 'ApproveTransaction' })
  } else if (feature.state.router.view !== 'ApproveTransaction') {
    context.approvalEntry = 'pushed'
    feature.portico.push('ApproveTransaction')
  }
  return () => {
    approvals.delete(approval)
    if (approvals.size > 0) return
    slice.approving = false
    context.frame?.setShown(false)
    const entry = context.approvalEntry
    context.approvalEntry = undefined
    // Core leaves the view itself for the requests on its stack (portico.signMessage, …).
    const { modal, router, approvals: coreApprovals } = feature.state
    const leave = modal.open && router.view === 'ApproveTransaction'
    if (!leave || coreApprovals.length > 0) return
    if (entry === 'opened') feature.portico.close()
    else if (entry === 'pushed') feature.portico.goBack()
  }
}
