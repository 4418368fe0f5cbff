/** A pending request's way out when the modal closes on it. */
export interface PendingHandle {
  abort(error: Error): void
}

/** The instance's bookkeeping of pending wallet requests (the state holds what the UI shows). */
export interface ApprovalRegistry {
  handles: Map<string, PendingHandle>
  nextId: number
  /** A request on the stack opened the modal, so the modal closes when the stack empties. */
  openedModal: boolean
}

export function createApprovalRegistry(): ApprovalRegistry {
  return { handles: new Map(), nextId: 1, openedModal: false }
}
