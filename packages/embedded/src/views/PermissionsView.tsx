import { shortenAddress } from '@portico/core'
import { useTranslate } from '@portico/react'
import { useEffect } from 'react'
import type { GrantSummary } from '../wallet/EmbeddedWalletState.js'
import { grantAllowanceText } from './grantAllowanceText.js'
import { LoginErrorText } from './LoginErrorText.js'
import { permissionsStyles } from './permissionsStyles.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'

/** Each state's label. */
const STATE_LABELS = {
  active: 'permissions.state.active',
  expired: 'permissions.state.expired',
  revoked: 'permissions.state.revoked',
} as const

/** Unix seconds as the frame's review shows them: 'YYYY-MM-DD HH:MM UTC'. */
const utc = (seconds: number) =>
  `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`

/**
 * Permissions: the ERC-7715 grants the embedded wallet signed for the project's apps (read from the frame, newest
 * first): the app, who may spend, the amount per period or in total, the expiry and whether it is active, expired or
 * revoked. Revoke shows the frame's review of the revocation; the list is read again after it.
 */
export function PermissionsView() {
  const t = useTranslate()
  const { api, state } = useEmbeddedWallet()
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the view appears
  useEffect(() => {
    void api?.readGrants()
  }, [])
  const permissions = state.permissions ?? { status: 'loading' as const, grants: [] }
  const { grants, revoking } = permissions
  if (permissions.status === 'loading' && grants.length === 0)
    return (
      <p className="note" role="status" data-testid="permissions-view" data-state="loading">
        {t('permissions.loading')}
      </p>
    )
  const row = (grant: GrantSummary) => (
    <li key={grant.id} className="permission" data-testid="permission" data-state={grant.state}>
      <span className="permission-text">
        <span className="permission-app" data-testid="permission-app">
          {grant.origin}
        </span>
        <span className="permission-detail" data-testid="permission-grantee" title={grant.delegate}>
          {t('permissions.grantee', { address: shortenAddress(grant.delegate) })}
        </span>
        <span className="permission-detail" data-testid="permission-allowance">
          {grantAllowanceText(grant, t)}
        </span>
        <span className="permission-detail" data-testid="permission-expiry">
          {t('permissions.expiry', { date: utc(grant.expiry) })}
        </span>
      </span>
      <span className="permission-side">
        <span
          className="row-tag"
          data-tone={grant.state === 'active' ? 'accent' : undefined}
          data-testid="permission-state"
        >
          {t(STATE_LABELS[grant.state])}
        </span>
        {grant.state === 'active' && (
          <button
            type="button"
            className="action"
            data-variant="secondary"
            disabled={revoking !== undefined}
            onClick={() => void api?.revokeGrant(grant.id)}
            data-testid="permission-revoke"
          >
            {revoking === grant.id ? t('permissions.revoking') : t('permissions.revoke')}
          </button>
        )}
      </span>
    </li>
  )
  return (
    <div
      className="stack"
      data-testid="permissions-view"
      data-state={revoking ? 'revoking' : permissions.status}
    >
      <style>{permissionsStyles}</style>
      <LoginErrorText error={permissions.error} testId="permissions-error" />
      {grants.length === 0 ? (
        <p className="empty" data-testid="permissions-empty">
          {t('permissions.empty')}
        </p>
      ) : (
        <ul className="list" aria-label={t('permissions.title')}>
          {grants.map(row)}
        </ul>
      )}
    </div>
  )
}

// The default export: the feature's `views` loader takes the module as it is (embeddedWallet.ts).
export default PermissionsView
