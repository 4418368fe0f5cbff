import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const siwxLocal: LabConfig = {
  name: 'siwx-local',
  title: 'Sign in with X, local',
  description:
    'EVM with sign-in verified in the page (defaultSiwx from @portico/siwx): after connecting, the wallet signs a CAIP-122 message; sessions stay in local storage. Optional: cancelling keeps the wallet connected.',
  options: { themeMode: 'dark' },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  siwx: { kind: 'local', statement: 'Sign in to the Portico lab' },
}
