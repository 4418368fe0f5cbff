import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Spinner } from '../../icons/Spinner.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { requestLabel } from './requestLabel.js'

/**
 * ApproveTransaction: the request on top of the approval stack, waiting for the visitor's answer in the wallet.
 * Core leaves the view once the stack empties; cancelling closes the modal, which aborts the pending requests
 * (docs/behaviour.md#transitions).
 */
export function ApproveTransactionView() {
  const portico = usePorticoInstance()
  const { approvals } = usePorticoSnapshot()
  const t = useTranslate()
  const request = approvals.at(-1)
  return (
    <div
      className="center"
      data-testid="approve-transaction-view"
      data-state={request ? 'waiting' : 'empty'}
      data-method={request?.method}
    >
      {request && <Spinner />}
      <p className="headline">{request ? t('approve.headline') : t('approve.empty')}</p>
      {request && (
        <p className="note" data-testid="approve-transaction-request">
          {approvals.length > 1
            ? t('approve.waitingMany', { request: requestLabel(request.method, t), count: approvals.length })
            : t('approve.waiting', { request: requestLabel(request.method, t) })}
        </p>
      )}
      {request && (
        <button
          type="button"
          className="action"
          data-block="true"
          data-variant="secondary"
          data-testid="approve-transaction-cancel"
          onClick={() => portico.close()}
        >
          {t('approve.cancel')}
        </button>
      )}
    </div>
  )
}
