import type { AlertVariant } from '../types/alert.js'

export interface AlertEntry {
  title: string
  description: string
  variant: AlertVariant
}

/**
 * The alerts of docs/behaviour.md#errors: a title (as documented) and a description (ours where docs/behaviour.md has none);
 * also the English catalogue's `alert.<code>.title` and `.description` texts. Their own module, out of the page's
 * first JS: what shows an alert (showCloudAlert, the banner's English) loads it.
 */
export const ALERTS = {
  INVALID_APP_CONFIGURATION: {
    title: 'Invalid App Configuration',
    description:
      "The origin {origin} is not on this project's allowed origins. Add it to the project's allowed origins in Portico Cloud.",
    variant: 'error',
  },
  INVALID_PROJECT_ID: {
    title: 'Invalid Project ID',
    description: 'The project id is not known to Portico Cloud. Check the projectId passed to createPortico.',
    variant: 'error',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    description: 'No project id is set. Pass the projectId of your Portico Cloud project to createPortico.',
    variant: 'error',
  },
  RATE_LIMITED: {
    title: 'Rate Limited',
    description: 'Too many requests for the project configuration. Please try again later.',
    variant: 'error',
  },
  SERVER_ERROR: {
    title: 'Server Error',
    description: 'Portico Cloud could not load the project configuration. Please try again later.',
    variant: 'error',
  },
  IFRAME_LOAD_FAILED: {
    title: 'Embedded Wallet Failed to Load',
    description: 'The embedded wallet did not load. Check your network connection and try again.',
    variant: 'error',
  },
  IFRAME_REQUEST_TIMEOUT: {
    title: 'Request Timed Out',
    description: 'The embedded wallet did not answer in time. Please try again.',
    variant: 'error',
  },
  UNVERIFIED_DOMAIN: {
    title: 'Unverified Domain',
    description:
      "This domain is not verified for the embedded wallet. Add it to the project's allowed origins in Portico Cloud.",
    variant: 'error',
  },
  SESSION_EXPIRED: {
    title: 'Session Expired',
    description: 'The session is no longer valid. Check that your device clock is right, then connect again.',
    variant: 'error',
  },
  NETWORK_NOT_FOUND: {
    title: 'Network Not Found',
    description:
      "The network is not among this app's networks. Add it to the networks passed to createPortico.",
    variant: 'error',
  },
  MULTI_WALLET_NOT_ENABLED: {
    title: 'Multi-Wallet Not Enabled',
    description: 'Multi-wallet support must be enabled in project configuration.',
    variant: 'info',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    title: 'Local configuration ignored',
    description: "The project's remote configuration overrides these local features: {features}.",
    variant: 'warning',
  },
} as const satisfies Record<string, AlertEntry>

export type AlertCode = keyof typeof ALERTS
