import { emailSmartAccount } from './emailSmartAccount.js'
import type { LabConfig } from './LabConfig.js'

/** As email-smart-account, with sign-in verified by the lab's Portico Cloud: the smart account signs in. */
export const emailSmartAccountSiwx: LabConfig = {
  ...emailSmartAccount,
  name: 'email-smart-account-siwx',
  title: 'E-mail login, smart account, Sign in with X',
  description:
    "As email-smart-account, with sign-in verified by the lab's Portico Cloud: switch to the smart account and sign in with it; the cloud checks the undeployed account's ERC-6492 signature, and after its first send the deployed account's ERC-1271 one.",
  siwx: { kind: 'cloud', statement: 'Sign in to the Portico lab' },
}
