import { usePorticoInstance, usePorticoSnapshot, useTranslate } from '@portico/react'
import { namesStyles } from './namesStyles.js'

/** RegisterAccountNameSuccess (docs/behaviour.md#views): the registered name, and Done back to Account. */
export function RegisterAccountNameSuccessView() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const data = state.router.data
  const name =
    typeof data?.name === 'string' ? data.name : (state.chains.eip155?.accountState.profileName ?? '')
  return (
    <div className="stack" data-testid="register-name-success">
      <style>{namesStyles}</style>
      <div className="center">
        <p className="name-registered" data-testid="register-name-registered">
          {name}
        </p>
        <p className="note">{t('names.success')}</p>
      </div>
      <button
        type="button"
        className="action"
        data-block="true"
        data-testid="register-name-done"
        onClick={() => portico.goBack()}
      >
        {t('names.done')}
      </button>
    </div>
  )
}
