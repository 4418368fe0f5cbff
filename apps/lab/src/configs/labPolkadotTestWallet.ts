import type { LabPolkadotTestWallet } from './LabConfig.js'

/** The Polkadot test extension the multi-namespace configs inject into `window.injectedWeb3`. */
export const labPolkadotTestWallet: LabPolkadotTestWallet = {
  name: 'Portico Polkadot Test Wallet',
  key: 'portico-test',
}
