import type { Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { ModalPage } from './ModalPage.js'
import { expect } from './playwrightTest.js'

/**
 * Expectations on what a visitor sees of Portico, each waiting on state (never on time). Kept apart
 * from `ModalPage` so a test reads as actions, then expectations.
 */
export class ModalValidator {
  private readonly modal: ModalPage

  constructor(readonly page: Page) {
    this.modal = new ModalPage(page)
  }

  async expectOpen(): Promise<void> {
    await this.modal.expectOpen()
  }

  async expectClosed(): Promise<void> {
    await this.modal.expectClosed()
  }

  /** The modal shows this view, loaded (`data-view`, `portico-view` ready). */
  async expectView(view: string): Promise<void> {
    await this.modal.expectView(view)
  }

  async expectTitle(text: string | RegExp): Promise<void> {
    await expect(this.modal.title).toHaveText(text)
  }

  /** No back button: the modal is at its first view. */
  async expectNoBackButton(): Promise<void> {
    await expect(this.modal.backButton).toHaveCount(0)
  }

  /** The connect button shows this account as connected (shortened address, full address in state). */
  async expectConnected(address?: string): Promise<void> {
    await this.modal.expectConnected()
    if (address) {
      const short = new RegExp(`${address.slice(0, 6)}.*${address.slice(-4)}`, 'i')
      await expect(this.modal.connectButton).toHaveText(short)
    }
  }

  async expectDisconnected(): Promise<void> {
    await this.modal.expectDisconnected()
    await expect(this.modal.connectButton).toHaveText('Connect Wallet')
  }

  /** The Account view's balance, once loaded (e.g. '9,999.990 ETH' or /ETH$/). */
  async expectBalance(text: string | RegExp): Promise<void> {
    const balance = this.page.getByTestId('account-balance')
    await expect(balance).toHaveAttribute('data-state', 'ready')
    await expect(balance).toHaveText(text)
  }

  /** SwitchActiveChain asks to move to this network ('Switch to <network name>'). */
  async expectSwitchActiveChain(networkName: string): Promise<void> {
    await this.modal.expectView('SwitchActiveChain')
    await expect(this.page.getByTestId('switch-active-chain-view')).toContainText(`Switch to ${networkName}`)
  }

  /** The network button names this CAIP-2 network as the active one. */
  async expectNetwork(caipNetworkId: string): Promise<void> {
    await expect(this.modal.networkButton).toHaveAttribute('data-network-id', caipNetworkId)
  }

  /** The UnsupportedChain view blocks the page's use of the wallet. */
  async expectUnsupportedChain(): Promise<void> {
    await this.modal.expectView('UnsupportedChain')
    await expect(this.page.getByTestId('unsupported-chain-view')).toBeVisible()
  }

  /** The wallet list has exactly these rows, each once (installed wallets first). */
  async expectWalletRows(keys: readonly string[]): Promise<void> {
    await expect(this.modal.walletRows()).toHaveCount(keys.length)
    for (const key of keys) await expect(this.modal.walletRow(key)).toHaveCount(1)
  }

  /** No two rows of the wallet list name the same wallet. */
  async expectNoDuplicateWalletRows(): Promise<void> {
    const names = await this.modal.walletRows().allInnerTexts()
    expect(names.length).toBeGreaterThan(0)
    expect(new Set(names.map((name) => name.trim())).size).toBe(names.length)
  }

  /** ConnectingExternal is in this state: waiting, rejected, error or connected. */
  async expectConnectingState(state: 'waiting' | 'rejected' | 'error' | 'connected'): Promise<void> {
    await expect(this.page.getByTestId('connecting-external')).toHaveAttribute('data-state', state)
  }

  /** An alert banner with this variant (and text) is open. */
  async expectAlert(variant: string, text?: string | RegExp): Promise<void> {
    await expect(this.modal.alert).toHaveAttribute('data-variant', variant)
    if (text) await expect(this.modal.alert).toContainText(text)
  }

  /** A signature the page shows was made by `address` over `message` (checked with viem). */
  async expectValidSignature(signature: string, address: string, message: string): Promise<void> {
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/i)
    const valid = await verifyMessage({ address: address as Hex, message, signature: signature as Hex })
    expect(valid, `signature by ${address}`).toBe(true)
  }
}
