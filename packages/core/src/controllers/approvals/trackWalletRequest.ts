import type { PorticoState } from '../../types/state.js'
import type { ApprovalRegistry } from './createApprovalRegistry.js'

export interface ApprovalsContext {
  state: PorticoState
  approvals: ApprovalRegistry
  closeModal(): void
  /** Leaves the ApproveTransaction view: back to the previous view, or closes at the first one. */
  leaveApprovalView(): void
}

export interface TrackWalletRequestParameters {
  /** The wallet method, e.g. personal_sign. */
  method: string
  params?: unknown
  /** Read-only (docs/behaviour.md#permissions, `isSafeRpcMethod`): needs no approval and survives a rejection. */
  safe: boolean
  /** The modal was opened for this request: it closes when the stack empties. */
  openedModal?: boolean
}

function removeFromStack(context: ApprovalsContext, id: string): void {
  context.approvals.handles.delete(id)
  const index = context.state.approvals.findIndex((request) => request.id === id)
  if (index >= 0) context.state.approvals.splice(index, 1)
}

/**
 * Runs a wallet request while it sits on the approval stack (docs/behaviour.md#transitions): popped on success or
 * error; when the stack empties, the modal closes if it was opened for a request, and the
 * ApproveTransaction view, if showing, goes back (or closes at the first view). The returned
 * promise rejects early if the request is aborted (rejectPendingRequests). The caller says whether the request is
 * read-only (the instance's own signatures and sends never are).
 */
export function trackWalletRequest<T>(
  context: ApprovalsContext,
  parameters: TrackWalletRequestParameters,
  run: () => Promise<T>,
): Promise<T> {
  const id = String(context.approvals.nextId++)
  context.state.approvals.push({
    id,
    method: parameters.method,
    params: parameters.params,
    safe: parameters.safe,
  })
  if (parameters.openedModal) context.approvals.openedModal = true

  return new Promise<T>((resolve, reject) => {
    let settled = false
    const settle = (): boolean => {
      if (settled) return false
      settled = true
      removeFromStack(context, id)
      if (context.state.approvals.length > 0) return true
      if (context.approvals.openedModal) {
        context.approvals.openedModal = false
        context.closeModal()
      } else if (context.state.modal.open && context.state.router.view === 'ApproveTransaction') {
        context.leaveApprovalView()
      }
      return true
    }
    context.approvals.handles.set(id, {
      abort(error) {
        if (settled) return
        settled = true
        removeFromStack(context, id)
        reject(error)
      },
    })
    new Promise<T>((start) => start(run())).then(
      (value) => settle() && resolve(value),
      (error: unknown) => settle() && reject(error),
    )
  })
}
