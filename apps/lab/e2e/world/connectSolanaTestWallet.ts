import type { ModalPage, ModalValidator } from '@portico/testing/playwright'
import { openSwitchActiveChain } from './openSwitchActiveChain.js'

/**
 * On a config with the EVM and Solana test wallets (send-solana): connects the EVM wallet, leaves for the Solana
 * network (SwitchActiveChain), connects the Solana test wallet there and closes the modal.
 */
export async function connectSolanaTestWallet(
  modal: ModalPage,
  validator: ModalValidator,
  solanaId: string,
): Promise<void> {
  await openSwitchActiveChain(modal, validator, solanaId)
  await modal.confirmSwitchActiveChain()
  await validator.expectView('Connect')
  await modal.selectWallet('portico-solana-test-wallet')
  await validator.expectNetwork(solanaId)
  if (await modal.isOpen()) await modal.close()
}
