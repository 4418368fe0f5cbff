import { expect, type Locator, type Page } from '@playwright/test'

/** The AllWallets view of the modal: the registry list, its paging and its search box. */
export class AllWalletsPanel {
  readonly list: Locator
  readonly search: Locator
  readonly more: Locator
  readonly empty: Locator
  readonly rows: Locator

  constructor(readonly page: Page) {
    this.list = page.getByTestId('all-wallets-list')
    this.search = page.getByTestId('all-wallets-search')
    this.more = page.getByTestId('all-wallets-more')
    this.empty = page.getByTestId('all-wallets-empty')
    this.rows = this.list.locator('[data-testid^="wallet-row-"]')
  }

  /** From the open modal's Connect view: 'All wallets', then the first registry page loaded. */
  async openFromConnect(): Promise<void> {
    await this.page.getByTestId('all-wallets-button').click()
    await expect(this.page.getByTestId('portico-modal')).toHaveAttribute('data-view', 'AllWallets')
  }

  /** Types a query and waits until the registry's search has answered. */
  async searchFor(query: string): Promise<void> {
    await this.search.fill(query)
    await expect(this.search).toHaveAttribute('data-state', 'ready')
  }

  /** The row keys in list order. */
  async rowKeys(): Promise<string[]> {
    const ids = await this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')))
    return ids.map((id) => String(id).replace(/^wallet-row-/, ''))
  }
}
