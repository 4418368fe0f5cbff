import type { Page } from '@playwright/test'
import type { Portico } from '@portico/core'
import { type ModalPage, TestWalletDriver } from '@portico/testing/playwright'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { labSecondSolanaTestWallet } from '../src/configs/labSecondSolanaTestWallet.js'
import { labSecondTestWallet } from '../src/configs/labSecondTestWallet.js'
import { labSolanaTestWallet } from '../src/configs/labSolanaTestWallet.js'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { LAB_SIGN_MESSAGE } from '../src/panels/labTypedData.js'
import { expect, test } from './world/labTest.js'
import { seriousViolations } from './world/seriousViolations.js'
import { shootView } from './world/shootView.js'
import { verifySolanaMessage } from './world/verifySolanaMessage.js'

/** The second announced wallet's address (the first is the `account` fixture's). */
function secondAddress(testWallets: { wallets: readonly { privateKey: Hex }[] } | undefined): Hex {
  const key = testWallets?.wallets[1]?.privateKey
  if (!key) throw new Error('the config announces two wallets')
  return privateKeyToAccount(key).address
}

/** A Solana test wallet's row: @portico/adapter-solana keys a Wallet Standard wallet by its name, dashed. */
const solanaWalletRow = (name: string) => name.toLowerCase().split(' ').join('-')

const walletRow = (page: Page, address: string) =>
  page.locator(`[data-testid="profile-wallet"][data-address="${address}"]`)

/** From the Account view, the Wallets button to ProfileWallets. */
async function openProfileWallets(
  page: Page,
  modal: { open(): Promise<void>; expectView(view: string): Promise<void> },
) {
  await modal.open()
  await modal.expectView('Account')
  await page.getByTestId('account-feature-multiWallet').click()
  await modal.expectView('ProfileWallets')
}

/** On the multi-wallet config: connects the first EVM wallet, then adds the second, which becomes the active one. */
async function connectBothEvmWallets(
  lab: { goto(config: string): Promise<void> },
  page: Page,
  modal: ModalPage,
  second: string,
) {
  await lab.goto('multi-wallet')
  await modal.connect(labTestWallet.rdns)
  if (await modal.isOpen()) await modal.close()
  await openProfileWallets(page, modal)
  await page.getByTestId('profile-wallets-add').click()
  await modal.selectWallet(labSecondTestWallet.rdns)
  await modal.expectClosed()
  await expect(page.getByTestId('portico-address')).toHaveText(second)
}

test.describe('multi-wallet', () => {
  test.use({ labConfig: 'multi-wallet' })

  for (const theme of ['dark', 'light'] as const) {
    test(`two EVM wallets at once: added, listed with balances, switched (wagmi and signatures follow), one disconnected (${theme})`, async ({
      lab,
      modal,
      page,
      account,
      testWallets,
    }) => {
      const first = account.address
      const second = secondAddress(testWallets)
      await lab.goto('multi-wallet', { theme })
      await modal.connect(labTestWallet.rdns)
      if (await modal.isOpen()) await modal.close()

      // Add wallet keeps the first connection and connects the second, which becomes the active one.
      await openProfileWallets(page, modal)
      await page.getByTestId('profile-wallets-add').click()
      await modal.expectView('Connect')
      await modal.selectWallet(labSecondTestWallet.rdns)
      await modal.expectClosed()
      await expect(page.getByTestId('wagmi-address')).toHaveText(second)
      await expect(page.getByTestId('portico-address')).toHaveText(second)

      await openProfileWallets(page, modal)
      await expect(page.getByTestId('profile-wallet')).toHaveCount(2)
      await expect(walletRow(page, second)).toHaveAttribute('data-active', 'true')
      await expect(walletRow(page, first)).toHaveAttribute('data-active', 'false')
      await expect(walletRow(page, first).getByTestId('profile-wallet-name')).toHaveText(labTestWallet.name)
      for (const address of [first, second]) {
        const balance = walletRow(page, address).getByTestId('profile-wallet-balance')
        await expect(balance).toHaveAttribute('data-state', 'ready')
        await expect(balance).toHaveText(/^\d[\d,]*\.\d{1,3} \S+$/)
      }
      expect(await seriousViolations(page)).toEqual([])
      await shootView(modal, `${theme}-ProfileWallets`)

      // Switch: the chosen wallet is the active one; the modal stays; the app's wagmi account follows.
      await walletRow(page, first).getByTestId('profile-wallet-switch').click()
      await expect(walletRow(page, first)).toHaveAttribute('data-active', 'true')
      await expect(page.getByTestId('profile-wallet').first()).toHaveAttribute('data-address', first)
      await modal.expectView('ProfileWallets')
      await modal.close()
      await expect(page.getByTestId('wagmi-address')).toHaveText(first)
      await expect(page.getByTestId('portico-address')).toHaveText(first)
      for (const [button, result] of [
        ['portico-sign-message', 'portico-signature'],
        ['wagmi-sign-message', 'wagmi-signature'],
      ] as const) {
        const signed = await lab.runAction(button, result)
        expect(signed.state).toBe('success')
        expect(
          await verifyMessage({ address: first, message: LAB_SIGN_MESSAGE, signature: signed.text as Hex }),
          `${button} signs with the chosen wallet`,
        ).toBe(true)
      }

      // Disconnect one: the other stays connected and active.
      await openProfileWallets(page, modal)
      await walletRow(page, second).getByTestId('profile-wallet-disconnect').click()
      await expect(page.getByTestId('profile-wallet')).toHaveCount(1)
      await expect(walletRow(page, first)).toHaveAttribute('data-active', 'true')
      await modal.close()
      await expect(page.getByTestId('wagmi-address')).toHaveText(first)
      await expect(page.getByTestId('portico-status')).toHaveText('connected')
    })
  }
})

test.describe('multi-wallet after a reload', () => {
  test.use({ labConfig: 'multi-wallet' })

  test('both EVM wallets return silently, the active one still active, each listed with its balance', async ({
    lab,
    modal,
    page,
    account,
    testWallets,
  }) => {
    const first = account.address
    const second = secondAddress(testWallets)
    await connectBothEvmWallets(lab, page, modal, second)

    await lab.reload()
    await expect(page.getByTestId('portico-status')).toHaveText('connected')
    await expect(page.getByTestId('portico-address')).toHaveText(second)
    await expect(page.getByTestId('wagmi-address')).toHaveText(second)
    await openProfileWallets(page, modal)
    await expect(page.getByTestId('profile-wallet')).toHaveCount(2)
    await expect(walletRow(page, second)).toHaveAttribute('data-active', 'true')
    await expect(walletRow(page, first)).toHaveAttribute('data-active', 'false')
    for (const address of [first, second]) {
      const balance = walletRow(page, address).getByTestId('profile-wallet-balance')
      await expect(balance).toHaveAttribute('data-state', 'ready')
      await expect(balance).toHaveText(/^\d[\d,]*\.\d{1,3} \S+$/)
    }
    // The restored one is a live connection: switching to it needs no prompt and signs with it.
    await walletRow(page, first).getByTestId('profile-wallet-switch').click()
    await expect(walletRow(page, first)).toHaveAttribute('data-active', 'true')
    await modal.close()
    await expect(page.getByTestId('wagmi-address')).toHaveText(first)
    const signed = await lab.runAction('portico-sign-message', 'portico-signature')
    expect(signed.state).toBe('success')
    expect(
      await verifyMessage({ address: first, message: LAB_SIGN_MESSAGE, signature: signed.text as Hex }),
    ).toBe(true)
  })
})

test.describe('multi-wallet, the wallets on their own side', () => {
  test.use({ labConfig: 'multi-wallet' })

  test("a kept wallet's account change shows in its row; when the active wallet ends the connection, the kept one takes over", async ({
    lab,
    modal,
    page,
    account,
    testWallets,
    devnet,
  }) => {
    const first = account.address
    const second = secondAddress(testWallets)
    await connectBothEvmWallets(lab, page, modal, second)

    // The kept wallet (the first) moves to another account in its own window: its row follows, the active one stays.
    const other = devnet.accounts[5]?.address
    if (!other) throw new Error('the devnet has no account 5')
    await new TestWalletDriver(page, labTestWallet.rdns).emitAccountsChanged([other])
    await openProfileWallets(page, modal)
    await expect(walletRow(page, other)).toHaveAttribute('data-active', 'false')
    await expect(walletRow(page, first)).toHaveCount(0)
    await expect(walletRow(page, second)).toHaveAttribute('data-active', 'true')
    await modal.close()
    await expect(page.getByTestId('portico-address')).toHaveText(second)

    // The active wallet ends the connection itself (EIP-1193 disconnect): the kept one becomes the active one, with
    // the account its wallet gives now (the one it moved to), and the namespace stays connected.
    await new TestWalletDriver(page, labSecondTestWallet.rdns).emitDisconnect()
    await expect(page.getByTestId('portico-address')).toHaveText(other)
    await expect(page.getByTestId('wagmi-address')).toHaveText(other)
    await expect(page.getByTestId('portico-status')).toHaveText('connected')
    await openProfileWallets(page, modal)
    await expect(page.getByTestId('profile-wallet')).toHaveCount(1)
    await expect(walletRow(page, other)).toHaveAttribute('data-active', 'true')
    await expect(walletRow(page, other).getByTestId('profile-wallet-name')).toHaveText(labTestWallet.name)
  })
})

test.describe('multi-wallet-off', () => {
  test.use({ labConfig: 'multi-wallet-off' })

  for (const theme of ['dark', 'light'] as const) {
    test(`without the multiWallet feature: 'Multi-Wallet Not Enabled' and only the active wallet (${theme})`, async ({
      lab,
      modal,
      page,
      testWallets,
    }) => {
      const second = secondAddress(testWallets)
      await lab.goto('multi-wallet-off', { theme })
      await modal.connect(labTestWallet.rdns)
      if (await modal.isOpen()) await modal.close()
      // The app opens Connect while connected and picks the other wallet: it replaces the first.
      await page.evaluate(() =>
        (window as unknown as { __porticoLab: { portico: Portico } }).__porticoLab.portico.open({
          view: 'Connect',
        }),
      )
      await modal.expectView('Connect')
      await modal.selectWallet(labSecondTestWallet.rdns)
      await modal.expectClosed()
      await expect(page.getByTestId('portico-address')).toHaveText(second)

      await openProfileWallets(page, modal)
      await expect(modal.alert).toContainText('Multi-Wallet Not Enabled')
      await expect(page.getByTestId('profile-wallets-view')).toHaveAttribute('data-state', 'disabled')
      await expect(page.getByTestId('profile-wallet')).toHaveCount(1)
      await expect(walletRow(page, second)).toHaveAttribute('data-active', 'true')
      await expect(page.getByTestId('profile-wallet-switch')).toHaveCount(0)
      await expect(page.getByTestId('profile-wallets-add')).toHaveCount(0)
      expect(await seriousViolations(page)).toEqual([])
      await shootView(modal, `${theme}-ProfileWallets-not-enabled`)
    })
  }
})

test.describe('multi-wallet-solana', () => {
  test.use({ labConfig: 'multi-wallet-solana' })

  test('two Solana wallets at once: added, listed with balances, switched, and the chosen one signs', async ({
    lab,
    modal,
    page,
  }) => {
    await lab.goto('multi-wallet-solana')
    await modal.connect(solanaWalletRow(labSolanaTestWallet.name))
    if (await modal.isOpen()) await modal.close()
    await expect(page.getByTestId('portico-namespace')).toHaveText('solana')
    const first = (await page.getByTestId('portico-address').textContent()) ?? ''

    await openProfileWallets(page, modal)
    await page.getByTestId('profile-wallets-add').click()
    await modal.expectView('Connect')
    await modal.selectWallet(solanaWalletRow(labSecondSolanaTestWallet.name))
    await modal.expectClosed()
    await expect(page.getByTestId('portico-address')).not.toHaveText(first)
    const second = (await page.getByTestId('portico-address').textContent()) ?? ''

    await openProfileWallets(page, modal)
    await expect(page.getByTestId('profile-wallet')).toHaveCount(2)
    await expect(walletRow(page, second)).toHaveAttribute('data-active', 'true')
    await expect(walletRow(page, first)).toHaveAttribute('data-active', 'false')
    for (const address of [first, second]) {
      const balance = walletRow(page, address).getByTestId('profile-wallet-balance')
      await expect(balance).toHaveAttribute('data-state', 'ready')
      await expect(balance).toHaveText(/^\d[\d,]*\.\d{1,3} SOL$/)
    }

    await walletRow(page, first).getByTestId('profile-wallet-switch').click()
    await expect(walletRow(page, first)).toHaveAttribute('data-active', 'true')
    await modal.close()
    await expect(page.getByTestId('portico-address')).toHaveText(first)
    const signed = await lab.runAction('portico-sign-message', 'portico-signature')
    expect(signed.state).toBe('success')
    expect(verifySolanaMessage(LAB_SIGN_MESSAGE, signed.text, first), 'signed by the chosen wallet').toBe(
      true,
    )
    expect(verifySolanaMessage(LAB_SIGN_MESSAGE, signed.text, second)).toBe(false)
  })
})
