import { createStorage } from '@portico/core'
import { useMemo, useState } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'

/** Whether the Connect view may connect yet, and the terms checkbox's state when the app asks for one. */
export interface LegalConsent {
  /** `features.legalCheckbox` is on: the checkbox shows. */
  required: boolean
  accepted: boolean
  setAccepted(accepted: boolean): void
}

/**
 * The visitor's answer to the terms and privacy checkbox (`features.legalCheckbox`), kept in the app's storage
 * (`@portico/legal_accepted`) so a ticked box stays ticked on the next visit. Without the switch, always accepted.
 */
export function useLegalConsent(): LegalConsent {
  const { options } = usePorticoInstance()
  const required = usePorticoSnapshot().features.legalCheckbox
  const storage = useMemo(() => createStorage(options.storage), [options.storage])
  const [accepted, setState] = useState(() => storage.get('legalAccepted') === true)
  const setAccepted = (next: boolean) => {
    storage.set('legalAccepted', next ? true : undefined)
    setState(next)
  }
  return { required, accepted: !required || accepted, setAccepted }
}
