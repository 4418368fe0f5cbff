import type { Locator, Page } from '@playwright/test'
import { expect } from './playwrightTest.js'

/**
 * Drives the Portico modal as a visitor does: through the page's buttons and the modal's controls,
 * waiting on `data-state` and `data-view` (never on time). Locators pierce the modal's open shadow root.
 *
 * @example
 * const modal = new ModalPage(page)
 * await modal.open()
 * await modal.selectWallet('dev.portico.testwallet')
 * await modal.expectConnected()
 */
export class ModalPage {
  /** Test ids of the modal and of @portico/react's buttons (docs/ui-react.md). */
  readonly root: Locator
  readonly card: Locator
  readonly title: Locator
  readonly view: Locator
  readonly backButton: Locator
  readonly closeButton: Locator
  readonly alert: Locator
  readonly connectButton: Locator
  readonly accountButton: Locator
  readonly networkButton: Locator

  constructor(readonly page: Page) {
    this.root = page.getByTestId('portico-modal')
    this.card = page.getByTestId('portico-modal-card')
    this.title = page.getByTestId('portico-header-title')
    this.view = page.getByTestId('portico-view')
    this.backButton = page.getByTestId('portico-header-back')
    this.closeButton = page.getByTestId('portico-header-close')
    this.alert = page.getByTestId('portico-alert')
    this.connectButton = page.getByTestId('portico-connect-button')
    this.accountButton = page.getByTestId('portico-account-button')
    this.networkButton = page.getByTestId('portico-network-button')
  }

  /** Opens the modal with the connect button (which opens Account once connected). */
  async open(): Promise<void> {
    await this.connectButton.click()
    await this.expectOpen()
  }

  /** Opens the modal with the network button (SwitchNetwork). */
  async openNetworks(): Promise<void> {
    await this.networkButton.click()
    await this.expectView('SwitchNetwork')
  }

  async expectOpen(): Promise<void> {
    await expect(this.root).toHaveAttribute('data-state', 'open')
  }

  /** Closed: no open modal on the page (whether the closed modal stays rendered or not). */
  async expectClosed(): Promise<void> {
    await expect(this.page.locator('[data-testid="portico-modal"][data-state="open"]')).toHaveCount(0)
  }

  /** Waits until the modal shows this view, with its code loaded. */
  async expectView(view: string): Promise<void> {
    await expect(this.root).toHaveAttribute('data-view', view)
    await expect(this.view).toHaveAttribute('data-state', 'ready')
  }

  /** The row of one wallet in Connect or AllWallets (key = rdns or registry id). */
  walletRow(key: string): Locator {
    return this.page.getByTestId(`wallet-row-${key}`)
  }

  /** All wallet rows the current view lists. */
  walletRows(): Locator {
    return this.page.locator('[data-testid^="wallet-row-"]')
  }

  /** The row of one network in SwitchNetwork or UnsupportedChain. */
  networkRow(caipNetworkId: string): Locator {
    return this.page.getByTestId(`network-row-${caipNetworkId}`)
  }

  /** Chooses a wallet in the list; the modal moves to ConnectingExternal. */
  async selectWallet(key: string): Promise<void> {
    await this.walletRow(key).click()
  }

  /** Opens the modal, picks the wallet and waits until the page shows the connected account. */
  async connect(key: string): Promise<void> {
    await this.open()
    await this.expectView('Connect')
    await this.selectWallet(key)
    await this.expectConnected()
  }

  /** Waits until the connect button shows a connected account. */
  async expectConnected(): Promise<void> {
    await expect(this.connectButton).toHaveAttribute('data-state', 'connected')
  }

  async expectDisconnected(): Promise<void> {
    await expect(this.connectButton).toHaveAttribute('data-state', 'disconnected')
  }

  /** Switches network from the modal (opening SwitchNetwork from the network button when needed). */
  async switchNetwork(caipNetworkId: string): Promise<void> {
    if ((await this.root.getAttribute('data-view')) !== 'SwitchNetwork' || !(await this.isOpen())) {
      await this.openNetworks()
    }
    await this.networkRow(caipNetworkId).click()
    await expect(this.networkButton).toHaveAttribute('data-network-id', caipNetworkId)
  }

  /**
   * Confirms SwitchActiveChain (shown when a visitor connected in one namespace picks a network of
   * another, unconnected one); the modal then offers that namespace's wallets in Connect. A click the view did not
   * take (still shown and still `idle`, neither switching nor failed, five seconds on) is made again: seen once in a
   * whole browser run on a busy machine (2026-12-02), Playwright's click done and the view untouched; cause not found.
   */
  async confirmSwitchActiveChain(): Promise<void> {
    await this.expectView('SwitchActiveChain')
    const idle = this.page.locator('[data-testid="switch-active-chain-view"][data-state="idle"]')
    await expect(async () => {
      if ((await idle.count()) > 0)
        await this.page.getByTestId('switch-active-chain-confirm').click({ timeout: 5_000 })
      await expect(idle).toHaveCount(0, { timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
  }

  /** Disconnects from the Account view and waits until the page shows the disconnected state. */
  async disconnect(): Promise<void> {
    if (!(await this.isOpen())) await this.open()
    await this.expectView('Account')
    await this.page.getByTestId('account-disconnect').click()
    await this.expectDisconnected()
  }

  /** The header's back button. */
  async goBack(): Promise<void> {
    await this.backButton.click()
  }

  /** The header's close button. */
  async close(): Promise<void> {
    await this.closeButton.click()
    await this.expectClosed()
  }

  /** Escape, as a keyboard user closes a dialog. */
  async pressEscape(): Promise<void> {
    await this.page.keyboard.press('Escape')
    await this.expectClosed()
  }

  async isOpen(): Promise<boolean> {
    return (await this.root.getAttribute('data-state')) === 'open'
  }
}
