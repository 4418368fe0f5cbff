import { emailSmartAccount } from './emailSmartAccount.js'
import type { LabConfig } from './LabConfig.js'

export const emailSmartSessions: LabConfig = {
  ...emailSmartAccount,
  name: 'email-smart-sessions',
  title: 'E-mail login with smart sessions (ERC-7715 grants)',
  description:
    "The embedded wallet with features.smartSessions: an app may ask wallet_grantPermissions (e.g. 0.01 ETH a day to its session key), reviewed and approved in the frame, then spend within it through the DelegationManager without a prompt; the Account view's Permissions lists the wallet's grants and revokes one.",
  options: { ...emailSmartAccount.options, features: { email: true, smartSessions: true } },
}
