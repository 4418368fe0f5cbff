export type AlertVariant = 'info' | 'success' | 'error' | 'loading' | 'warning'

/** The banner alert (docs/behaviour.md#state "Alert"). One at a time; replacing closes it and reopens after 150 ms. */
export interface Alert {
  message: string
  variant: AlertVariant
  open: boolean
  autoClose: boolean
  /** Catalogue code, when the alert comes from the error catalogue (used to show each only once). */
  code?: string
  /** The values of the catalogue alert's description (`{origin}`), so the UI can show it translated. */
  values?: Record<string, string | number>
}

/** A short-lived toast ('Failed to fetch transactions', 'Authenticating...'). */
export interface Toast {
  id: number
  message: string
  variant: AlertVariant
}
