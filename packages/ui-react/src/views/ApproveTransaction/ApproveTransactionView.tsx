import { Spinner } from '../../icons/Spinner.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'

/** ApproveTransaction (shell): the request on top of the approval stack, waiting for the visitor. */
export function ApproveTransactionView() {
  const { approvals } = usePorticoSnapshot()
  const request = approvals.at(-1)
  return (
    <div
      className="center"
      data-testid="approve-transaction-view"
      data-state={request ? 'waiting' : 'empty'}
      data-method={request?.method}
    >
      {request && <Spinner />}
      <p className="headline">{request ? 'Approve the request' : 'No pending request'}</p>
      {request && <p className="note">{request.method}</p>}
    </div>
  )
}
