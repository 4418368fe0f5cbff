import type { ReactNode } from 'react'
import { LegalCheckbox } from '../Connect/LegalCheckbox.js'
import { useLegalConsent } from '../Connect/useLegalConsent.js'

/**
 * Holds whatever connects a wallet behind the terms and privacy checkbox (`features.legalCheckbox`), wherever the
 * visitor meets it: Connect, AllWallets (also reached from the wallet guide or opened by the app) and the WalletConnect
 * views. Until the box is ticked the contents are disabled, or, with `hideUntilAccepted`, not there at all (a pairing
 * view starts its pairing as it mounts, and a QR code cannot be disabled). Without the switch, the contents alone.
 */
export function LegalConsentGate({
  children,
  testId,
  hideUntilAccepted = false,
}: {
  children: ReactNode
  /** The test id of the fieldset around the contents. */
  testId?: string
  hideUntilAccepted?: boolean
}) {
  const consent = useLegalConsent()
  return (
    <>
      {consent.required && <LegalCheckbox consent={consent} />}
      {(consent.accepted || !hideUntilAccepted) && (
        <fieldset
          className="stack plain"
          disabled={!consent.accepted}
          data-testid={testId}
          // The disabled fieldset already blocks its buttons; this also stops a click an engine lets through.
          onClickCapture={(event) => !consent.accepted && event.stopPropagation()}
        >
          {children}
        </fieldset>
      )}
    </>
  )
}
