import type { LabTestWallet } from './LabConfig.js'

/** The test wallet every EVM config announces by default. */
export const labTestWallet: LabTestWallet = {
  uuid: '6a3c1f2e-7d44-4b8e-9a51-0c7e2b9d4f10',
  name: 'Portico Test Wallet',
  rdns: 'dev.portico.testwallet',
}
