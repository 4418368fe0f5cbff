import { cloudBadProject } from './cloudBadProject.js'
import { emailLogin } from './emailLogin.js'
import type { LabConfig } from './LabConfig.js'

/** E-mail login without wallets: `enableWallets: false` leaves Connect with the e-mail field alone. */
export const walletsOff: LabConfig = {
  ...emailLogin,
  name: 'wallets-off',
  title: 'Wallets off (e-mail login only)',
  description:
    'As email-login, with enableWallets: false: Connect offers the e-mail field only, no wallet list, no All wallets and no wallet guide, although a test wallet is installed.',
  options: { ...emailLogin.options, enableWallets: false },
}

/** The unknown project id of cloud-bad-project with `debug: false`: the developer's alert never reaches the visitor. */
export const debugOff: LabConfig = {
  ...cloudBadProject,
  name: 'debug-off',
  title: 'Debug off, unknown project id',
  description:
    "As cloud-bad-project, with debug: false: 'Invalid Project ID' is only an ALERT event (see Events), the modal shows no alert.",
  options: { ...cloudBadProject.options, debug: false },
}
