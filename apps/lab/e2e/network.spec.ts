import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'
import { moveWalletToUnknownChain } from './world/moveWalletToUnknownChain.js'

test('switches network from the modal; the wallet, Portico and wagmi follow', async ({
  lab,
  modal,
  validator,
  wallet,
  account,
}) => {
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  await validator.expectNetwork('eip155:31337')
  await modal.switchNetwork('eip155:31338')
  await validator.expectNetwork('eip155:31338')
  await lab.expectAgreement(account.address, 31338)
  expect(await wallet.chainId()).toBe(31338)
  await expect(lab.events('SWITCH_NETWORK')).toHaveCount(1)
})

test('follows a network switch made in the wallet', async ({ lab, modal, validator, wallet, account }) => {
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  await wallet.switchChain(31338)
  await validator.expectNetwork('eip155:31338')
  await lab.expectAgreement(account.address, 31338)
  await wallet.switchChain(31337)
  await validator.expectNetwork('eip155:31337')
  await lab.expectAgreement(account.address, 31337)
})

test('a wallet on a chain the app does not support gets the UnsupportedChain view, and can switch back', async ({
  lab,
  modal,
  validator,
  wallet,
  devnet,
}) => {
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  await moveWalletToUnknownChain(wallet, devnet)
  await validator.expectUnsupportedChain()
  await expect(modal.networkButton).toHaveAttribute('data-state', 'unsupported')
  await modal.networkRow('eip155:31337').click()
  await validator.expectNetwork('eip155:31337')
  await expect(modal.networkButton).toHaveAttribute('data-state', 'ready')
  expect(await wallet.chainId()).toBe(31337)
})

/** Configs where a wallet on a chain the app does not list stays connected, with no blocking view. */
const nonBlockingConfigs = [
  { option: 'allowUnsupportedChain', labConfig: 'evm-allow-unsupported' },
  { option: 'enableNetworkSwitch: false', labConfig: 'evm-no-network-switch' },
] as const

for (const { option, labConfig } of nonBlockingConfigs) {
  test.describe(option, () => {
    test.use({ labConfig })

    test('stays connected on an unsupported chain without the blocking view', async ({
      lab,
      modal,
      wallet,
      devnet,
      account,
      page,
    }) => {
      await lab.goto()
      await modal.connect(labTestWallet.rdns)
      await moveWalletToUnknownChain(wallet, devnet)
      await expect(lab.field('wagmi-chain-id')).toHaveText('1')
      await expect(lab.field('portico-network')).toHaveText('eip155:1')
      await expect(page.getByTestId('unsupported-chain-view')).toHaveCount(0)
      await expect(lab.field('portico-status')).toHaveText('connected')
      await expect(lab.field('portico-address')).toHaveText(new RegExp(account.address, 'i'))
    })
  })
}
