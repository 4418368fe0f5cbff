import type { LabTestWallet } from './LabConfig.js'

/**
 * A test wallet announced under the rdns of a real catalogue wallet (Rabby), so the cloud configs show
 * an installed wallet merged with its registry row.
 */
export const labRegistryTestWallet: LabTestWallet = {
  uuid: '2f8e4c1a-9b3d-4e6f-8a7c-5d1e0b9f3a24',
  name: 'Rabby Wallet',
  rdns: 'io.rabby',
}
