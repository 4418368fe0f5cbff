import { expect } from '@playwright/test'
import type { ModalPage, ModalValidator } from '@portico/testing/playwright'
import { labTestWallet } from '../../src/configs/labTestWallet.js'

/** The Solana network's name in the evm-solana config (solanaLocalnet's default). */
export const solanaNetworkName = 'Solana Localnet'

/**
 * On evm-solana: connects the EVM test wallet, opens the network list and picks the Solana network,
 * so the modal asks to leave the connected namespace (SwitchActiveChain).
 */
export async function openSwitchActiveChain(
  modal: ModalPage,
  validator: ModalValidator,
  solanaNetworkId: string,
): Promise<void> {
  await modal.connect(labTestWallet.rdns)
  await validator.expectNetwork('eip155:31337')
  if (await modal.isOpen()) await modal.close()
  await modal.openNetworks()
  await expect(modal.networkRow(solanaNetworkId)).toContainText(solanaNetworkName)
  await modal.networkRow(solanaNetworkId).click()
  await validator.expectSwitchActiveChain(solanaNetworkName)
}
