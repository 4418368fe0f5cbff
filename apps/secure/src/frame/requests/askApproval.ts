import { AbortedError } from '../AbortedError.js'
import type { FrameContext } from '../FrameContext.js'
import type { FrameControllerParameters } from '../FrameControllerParameters.js'
import { RejectedByUserError } from '../RejectedByUserError.js'

/**
 * Asks the visitor, in the frame's screen, to approve `request`; resolves once approved. RPC_ABORT ends the wait
 * (AbortedError); a refusal is a RejectedByUserError.
 */
export async function askApproval(
  { approve, state }: Pick<FrameContext, 'approve' | 'state'>,
  request: Parameters<FrameControllerParameters['approve']>[0],
): Promise<void> {
  const approval = new AbortController()
  state.approvals.add(approval)
  const approved = await approve(request, approval.signal).finally(() => state.approvals.delete(approval))
  if (approval.signal.aborted) throw new AbortedError()
  if (!approved) throw new RejectedByUserError()
}
