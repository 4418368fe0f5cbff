import type { ModalPage, ModalValidator } from '@portico/testing/playwright'
import type { LabDevnet } from '../../src/devnet/LabDevnet.js'
import type { LabPage } from '../pages/LabPage.js'
import { openSwitchActiveChain } from './openSwitchActiveChain.js'
import { solanaNetworkId } from './solanaNetworkId.js'

/**
 * On the send-solana config (or `config`, with the same EVM and Solana test wallets): connects the EVM wallet, leaves for the Solana network
 * (SwitchActiveChain), connects the Solana test wallet there, and opens the modal again on its Account view.
 */
export async function openSolanaAccount(
  lab: LabPage,
  modal: ModalPage,
  validator: ModalValidator,
  devnet: LabDevnet,
  config = 'send-solana',
): Promise<void> {
  const solanaId = solanaNetworkId(devnet)
  await lab.goto(config)
  await openSwitchActiveChain(modal, validator, solanaId)
  await modal.confirmSwitchActiveChain()
  await validator.expectView('Connect')
  await modal.selectWallet('portico-solana-test-wallet')
  await validator.expectNetwork(solanaId)
  if (await modal.isOpen()) await modal.close()
  await modal.open()
  await validator.expectView('Account')
}
