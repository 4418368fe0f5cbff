import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'
import { moveWalletToUnknownChain } from './world/moveWalletToUnknownChain.js'
import { openSwitchActiveChain } from './world/openSwitchActiveChain.js'
import { seriousViolations } from './world/seriousViolations.js'
import { solanaNetworkId } from './world/solanaNetworkId.js'

test('no serious or critical violations in Connect, AllWallets and ConnectingExternal', async ({
  lab,
  modal,
  validator,
  wallet,
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await lab.goto()
  await modal.open()
  await validator.expectView('Connect')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByTestId('all-wallets-button').click()
  await validator.expectView('AllWallets')
  expect(await seriousViolations(page)).toEqual([])
  await modal.goBack()

  await wallet.reject()
  await modal.selectWallet(labTestWallet.rdns)
  await validator.expectConnectingState('rejected')
  expect(await seriousViolations(page)).toEqual([])

  // Try again, with the wallet now keeping its prompt open: the waiting state.
  await wallet.approve()
  await wallet.delay(120_000)
  await page.getByTestId('connecting-external-retry').click()
  await validator.expectConnectingState('waiting')
  expect(await seriousViolations(page)).toEqual([])
})

test('no serious or critical violations in Account, SwitchNetwork and UnsupportedChain', async ({
  lab,
  modal,
  validator,
  wallet,
  devnet,
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  if (!(await modal.isOpen())) await modal.open()
  await validator.expectView('Account')
  await validator.expectBalance(/ETH$/)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByTestId('account-network-button').click()
  await validator.expectView('SwitchNetwork')
  expect(await seriousViolations(page)).toEqual([])
  await modal.close()

  await moveWalletToUnknownChain(wallet, devnet)
  await validator.expectUnsupportedChain()
  expect(await seriousViolations(page)).toEqual([])
})

test.describe('evm-solana', () => {
  test.use({ labConfig: 'evm-solana' })

  test('no serious or critical violations in SwitchActiveChain', async ({
    lab,
    modal,
    validator,
    devnet,
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await lab.goto()
    await openSwitchActiveChain(modal, validator, solanaNetworkId(devnet))
    expect(await seriousViolations(page)).toEqual([])
  })
})
