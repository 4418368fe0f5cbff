import { useTranslate } from '@portico/react'
import type { PayState } from '../PayState.js'
import { payErrorKey } from './payErrorKey.js'

/** What the outcome rows show: whose rows (the test ids' prefix), the state, and the view's own texts. */
export interface PayOutcomeProps {
  /**
   * `pay` or `fund-wallet`: the rows' test ids are `<testId>-progress`, `-exchange-link`, `-window-closed`, `-success`,
   * `-error`.
   */
  testId: 'pay' | 'fund-wallet'
  state: PayState
  /** The step under way, shown with a spinner; undefined when nothing is under way. */
  progress: string | undefined
  /** The text once the payment or deposit succeeded. */
  success: string
}

/**
 * The outcome rows Pay and Fund wallet share: the step under way, a link to the exchange's page when its pop-up was
 * blocked, its window closed before the visitor confirmed, the success, or the error's text.
 */
export function PayOutcome({ testId, state, progress, success }: PayOutcomeProps) {
  const t = useTranslate()
  return (
    <>
      {progress !== undefined && (
        <div className="pay-status" role="status" data-testid={`${testId}-progress`}>
          <span className="spinner" aria-hidden="true" />
          {progress}
        </div>
      )}
      {state.status === 'exchange' && state.popupBlocked && state.exchangeUrl && (
        <a
          className="action"
          href={state.exchangeUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={`${testId}-exchange-link`}
        >
          {t('pay.exchangeOpen', { name: state.exchange?.name ?? '' })}
        </a>
      )}
      {state.status === 'exchange' && state.windowClosed && (
        <p className="pay-error" role="alert" data-testid={`${testId}-window-closed`}>
          {t('pay.exchangeClosed', { name: state.exchange?.name ?? '' })}
        </p>
      )}
      {state.status === 'success' && (
        <p className="pay-success" role="status" data-testid={`${testId}-success`} data-hash={state.hash}>
          {success}
        </p>
      )}
      {state.status === 'error' && (
        <p className="pay-error" role="alert" data-testid={`${testId}-error`} data-code={state.error}>
          {t(payErrorKey[state.error ?? 'payment_failed'])}
        </p>
      )}
    </>
  )
}
