import type { EmbeddedContext } from './EmbeddedContext.js'

/** The modal closed: the pending requests were rejected, so the frame's screen goes too (RPC_ABORT). */
export function abortFrameRequests(
  context: Pick<EmbeddedContext, 'slice' | 'frame' | 'approvals' | 'approvalEntry' | 'pending'>,
): void {
  const { slice, frame } = context
  const aborted = context.pending.abortAll()
  if ((!slice.approving && aborted === 0) || !frame) return
  void frame.client.request('RPC_ABORT').catch(() => undefined)
  context.approvals.clear()
  context.approvalEntry = undefined
  slice.approving = false
  frame.setShown(false)
}
