import { genesisReference } from '@portico/adapter-solana'
import { shortenAddress } from '@portico/core'
import type { ModalPage, ModalValidator } from '@portico/testing/playwright'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import { expect, test } from './world/labTest.js'

/** The Solana test wallet's row: @portico/adapter-solana keys a Wallet Standard wallet by its name, dashed. */
const solanaWalletRow = 'portico-solana-test-wallet'
const solanaNetworkName = 'Solana Localnet'

test.use({ labConfig: 'evm-solana' })

function solanaNetworkId(devnet: LabDevnet): string {
  if (!devnet.solana) throw new Error('The e2e devnet runs no Solana chain')
  return `solana:${genesisReference(devnet.solana.genesisHash)}`
}

/** Connected on EVM, the visitor picks the Solana network and confirms the move: Connect for Solana shows. */
async function moveToSolana(modal: ModalPage, validator: ModalValidator, id: string) {
  await modal.openNetworks()
  await expect(modal.networkRow(id)).toContainText(solanaNetworkName)
  await modal.networkRow(id).click()
  await validator.expectSwitchActiveChain(solanaNetworkName)
  await modal.confirmSwitchActiveChain()
  await validator.expectView('Connect')
}

test('connected on EVM, the visitor moves to Solana, connects the Solana wallet, and still has the EVM connection', async ({
  page,
  lab,
  modal,
  validator,
  solanaWallet,
  account,
  devnet,
}) => {
  const solanaId = solanaNetworkId(devnet)
  await lab.goto()
  const [solanaAddress] = await solanaWallet.addresses()
  if (!solanaAddress) throw new Error('The Solana test wallet has no account')
  await modal.connect(labTestWallet.rdns)
  await validator.expectNetwork('eip155:31337')
  await lab.expectAgreement(account.address, 31337)

  await moveToSolana(modal, validator, solanaId)
  await validator.expectWalletRows([solanaWalletRow])
  await modal.selectWallet(solanaWalletRow)
  await validator.expectNetwork(solanaId)
  await expect(lab.field('portico-namespace')).toHaveText('solana')
  await expect(lab.field('portico-address')).toHaveText(solanaAddress)
  await expect(lab.field('hooks-address')).toHaveText(solanaAddress)
  expect(await solanaWallet.authorized()).toBe(true)

  await modal.open()
  await validator.expectView('Account')
  await expect(page.getByTestId('account-address')).toHaveText(shortenAddress(solanaAddress))
  await validator.expectBalance(/^[\d,]+\.\d{3} SOL$/)
  await modal.close()

  // Back to an EVM network: the EVM wallet is still connected, so no prompt and no SwitchActiveChain.
  await modal.switchNetwork('eip155:31337')
  await validator.expectConnected(account.address)
  await lab.expectAgreement(account.address, 31337)
  await expect(lab.field('portico-namespace')).toHaveText('eip155')
})

test('the Solana wallet declines the connection: the rejection shows, and retry connects', async ({
  page,
  lab,
  modal,
  validator,
  solanaWallet,
  devnet,
}) => {
  const solanaId = solanaNetworkId(devnet)
  await lab.goto()
  await modal.connect(labTestWallet.rdns)

  await moveToSolana(modal, validator, solanaId)
  await solanaWallet.reject()
  await modal.selectWallet(solanaWalletRow)
  await validator.expectConnectingState('rejected')
  await expect(page.getByTestId('connecting-external')).toContainText('Connection declined')
  expect(await solanaWallet.authorized()).toBe(false)

  await solanaWallet.approve()
  await page.getByTestId('connecting-external-retry').click()
  await validator.expectNetwork(solanaId)
  await expect(lab.field('portico-namespace')).toHaveText('solana')
  await expect(lab.field('portico-status')).toHaveText('connected')
  expect(await solanaWallet.authorized()).toBe(true)
})
