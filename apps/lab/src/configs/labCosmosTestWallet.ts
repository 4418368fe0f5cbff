import type { LabCosmosTestWallet } from './LabConfig.js'

/** The Keplr-compatible Cosmos test wallet the multi-namespace configs install on `window`. */
export const labCosmosTestWallet: LabCosmosTestWallet = {
  name: 'Portico Cosmos Test Wallet',
  key: 'porticoCosmosTestWallet',
  connectorId: 'portico-cosmos-test-wallet',
}
