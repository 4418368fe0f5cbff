import { expect, type Locator, type Page } from '@playwright/test'

/** The lab page around the widget: navigation by config, and the panels that show Portico and wagmi. */
export class LabPage {
  constructor(
    readonly page: Page,
    readonly defaultConfig: string,
    /** The widget's locale (`&locale=`), when the test asks for one. */
    readonly locale?: string,
    /** More of the page URL's query on every visit (`&emailCooldownMs=2000`), when the test asks for it. */
    readonly query = '',
  ) {}

  /**
   * Opens a config's page and waits until it is rendered (devnet endpoints read, Portico created),
   * and, with a locale, until its catalogue has loaded; `theme` overrides the config's theme mode.
   */
  async goto(config = this.defaultConfig, options: { theme?: 'light' | 'dark' } = {}): Promise<void> {
    const theme = options.theme ? `&theme=${options.theme}` : ''
    await this.page.goto(
      `/?config=${config}${this.locale ? `&locale=${this.locale}` : ''}${theme}${this.query}`,
    )
    await expect(this.page.getByTestId('lab-page')).toHaveAttribute('data-config', config)
    if (this.locale) await expect(this.field('portico-locale')).toHaveText(this.locale)
  }

  /** Reloads and waits for the page again. */
  async reload(): Promise<void> {
    await this.page.reload()
    await expect(this.page.getByTestId('lab-page')).toBeVisible()
  }

  /** A panel value by its test id (portico-address, wagmi-chain-id, …). */
  field(testId: string): Locator {
    return this.page.getByTestId(testId)
  }

  /** Events of one type the page received through portico.subscribeEvents. */
  events(type: string): Locator {
    return this.page.locator(`[data-testid="lab-event"][data-event-type="${type}"]`)
  }

  /** Portico's state, @portico/react's hooks and the app's wagmi all show this account on this chain. */
  async expectAgreement(address: string, chainId: number): Promise<void> {
    const exactly = new RegExp(`^${address}$`, 'i')
    for (const side of ['portico', 'hooks', 'wagmi']) {
      await expect(this.field(`${side}-status`)).toHaveText('connected')
      await expect(this.field(`${side}-address`)).toHaveText(exactly)
    }
    await expect(this.field('portico-network')).toHaveText(`eip155:${chainId}`)
    await expect(this.field('hooks-network')).toHaveText(`eip155:${chainId}`)
    await expect(this.field('wagmi-chain-id')).toHaveText(String(chainId))
  }

  /** Portico, its hooks and wagmi all show no connection. */
  async expectAllDisconnected(): Promise<void> {
    for (const side of ['portico', 'hooks', 'wagmi']) {
      await expect(this.field(`${side}-status`)).toHaveText('disconnected')
    }
  }

  /** Clicks one of the lab's action buttons and waits until its result settles; returns the result. */
  async runAction(button: string, result: string): Promise<{ state: string; text: string }> {
    await this.page.getByTestId(button).click()
    const output = this.page.getByTestId(result)
    await expect(output).toHaveAttribute('data-state', /^(success|error)$/)
    return {
      state: (await output.getAttribute('data-state')) ?? '',
      text: (await output.textContent()) ?? '',
    }
  }
}
