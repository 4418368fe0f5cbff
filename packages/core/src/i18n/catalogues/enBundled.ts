/**
 * The English texts the page needs before the modal's code loads: the buttons.
 * Bundled in the page's initial JS; the modal's English texts (`en.ts`) load with the modal's code.
 * The visitor's error texts (`error.<code>`) are English in errors/catalogue.ts (MESSAGES), and the alerts
 * (`alert.<code>.title`, `.description`) in errors/alerts.ts (ALERTS, loaded with en.ts), once for the errors and
 * the catalogue.
 * Keys follow en.ts's rules.
 */
export const enBundled = {
  // Buttons (in the page)
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.selectNetwork': 'Select network',
  'button.switchNetwork': 'Switch network',

  // Alerts (docs/behaviour.md#errors): the banner shows '{title}: {description}'; the alerts' own texts are
  // `alert.<code>.title` and `.description`, in ALERTS (errors/alerts.ts)
  'alert.titled': '{title}: {description}',
} as const
