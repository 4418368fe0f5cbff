import { expect } from '@playwright/test'
import type { ModalPage, ModalValidator } from '@portico/testing/playwright'
import { labTestWallet } from '../../src/configs/labTestWallet.js'

/** The Solana network's name in the evm-solana config (solanaLocalnet's default). */
export const solanaNetworkName = 'Solana Localnet'

/**
 * On evm-solana (or all-namespaces): connects the EVM test wallet, opens the network list and picks
 * the Solana network (or another namespace's, by id and name), so the modal asks to leave the
 * connected namespace (SwitchActiveChain).
 */
export async function openSwitchActiveChain(
  modal: ModalPage,
  validator: ModalValidator,
  networkId: string,
  networkName = solanaNetworkName,
): Promise<void> {
  await modal.connect(labTestWallet.rdns)
  await validator.expectNetwork('eip155:31337')
  if (await modal.isOpen()) await modal.close()
  await modal.openNetworks()
  await expect(modal.networkRow(networkId)).toContainText(networkName)
  await modal.networkRow(networkId).click()
  await validator.expectSwitchActiveChain(networkName)
}
