import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import type { PorticoState } from '../../types/state.js'
import type { ApprovalRegistry } from './createApprovalRegistry.js'

/**
 * Aborts the pending requests that are not safe read-only methods (docs/behaviour.md#transitions, docs/behaviour.md#permissions): their promises
 * reject with 'Request was aborted'. Safe requests stay and finish normally.
 */
export function rejectPendingRequests(context: { state: PorticoState; approvals: ApprovalRegistry }): void {
  for (const request of [...context.state.approvals]) {
    if (request.safe) continue
    context.approvals.handles.get(request.id)?.abort(new RequestAbortedError({ rpc: true }))
  }
  if (context.state.approvals.length === 0) context.approvals.openedModal = false
}
