/** A wallet request waiting for the visitor (docs/behaviour.md#transitions "Approval stack"). */
export interface PendingRequest {
  id: string
  method: string
  params?: unknown
  /** Safe read-only requests are not aborted when the modal closes. */
  safe: boolean
}
