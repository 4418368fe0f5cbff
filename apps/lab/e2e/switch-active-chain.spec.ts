import { shortenAddress } from '@portico/core'
import { expect, test } from './world/labTest.js'
import { openSwitchActiveChain } from './world/openSwitchActiveChain.js'
import { solanaNetworkId } from './world/solanaNetworkId.js'

/** The Solana test wallet's row: @portico/adapter-solana keys a Wallet Standard wallet by its name, dashed. */
const solanaWalletRow = 'portico-solana-test-wallet'

test.use({ labConfig: 'evm-solana' })

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

  await openSwitchActiveChain(modal, validator, solanaId)
  await lab.expectAgreement(account.address, 31337)
  await modal.confirmSwitchActiveChain()
  await validator.expectView('Connect')
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
  await openSwitchActiveChain(modal, validator, solanaId)
  await modal.confirmSwitchActiveChain()
  await validator.expectView('Connect')

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
