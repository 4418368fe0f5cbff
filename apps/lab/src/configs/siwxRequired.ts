import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const siwxRequired: LabConfig = {
  name: 'siwx-required',
  title: 'Sign in with X, required',
  description:
    'EVM with required sign-in (defaultSiwx({ required: true })): the modal cannot be closed before signing; cancelling goes back to the last signed network, or disconnects.',
  options: { themeMode: 'dark' },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  siwx: { kind: 'local', required: true, statement: 'Sign in to the Portico lab' },
}
