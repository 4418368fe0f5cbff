import { readFileSync } from 'node:fs'
import { BitcoinTestWalletDriver, porticoTest } from '@portico/testing/playwright'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { findLabConfig } from '../../src/configs/findLabConfig.js'
import type { LabWallets } from '../../src/configs/LabConfig.js'
import type { LabDevnet } from '../../src/devnet/LabDevnet.js'
import { labTestWalletInstallation } from '../../src/world/labTestWalletInstallation.js'
import { LabPage } from '../pages/LabPage.js'
import { CosmosWalletDriver } from './CosmosWalletDriver.js'
import { e2eDevnetFile } from './e2ePaths.js'
import { PromptControlsDriver } from './PromptControlsDriver.js'

export interface LabFixtures {
  /** The lab config the test's page uses (option; default evm-default). */
  labConfig: string
  /** Wallets to inject instead of the config's own (option). */
  labWallets: LabWallets | undefined
  /** Whether the test injects the wallets (option; off to test the page's own `&wallet=test`). */
  injectWallets: boolean
  /** The widget's locale, given to the lab as `&locale=` (option; default English). */
  labLocale: string | undefined
  /** More of the lab page's query, as `&emailCooldownMs=2000` (option; default none). */
  labQuery: string
  lab: LabPage
  /** The account of the injected wallets (one funded devnet account per worker, so workers never share one). */
  account: PrivateKeyAccount
  /** Drives the first injected Bitcoin test wallet (configs with Bitcoin wallets). */
  bitcoinWallet: BitcoinTestWalletDriver
  /** Reads the first injected Cosmos test wallet (configs with Cosmos wallets). */
  cosmosWallet: CosmosWalletDriver
  /** Answers the prompts of the first injected Polkadot test extension (configs with one). */
  polkadotWallet: PromptControlsDriver
}

/** The browser tests' `test`: Portico's fixtures plus the lab and the running devnet. */
export const test = porticoTest.extend<LabFixtures, { devnet: LabDevnet }>({
  devnet: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern
    async ({}, use) => {
      const file = JSON.parse(readFileSync(e2eDevnetFile, 'utf8')) as { eip155: LabDevnet } & Omit<
        LabDevnet,
        'chains' | 'accounts'
      >
      await use({
        ...file.eip155,
        ...(file.solana ? { solana: file.solana } : {}),
        ...(file.bip122 ? { bip122: file.bip122 } : {}),
        ...(file.cosmos ? { cosmos: file.cosmos } : {}),
        ...(file.polkadot ? { polkadot: file.polkadot } : {}),
      })
    },
    { scope: 'worker' },
  ],
  labConfig: ['evm-default', { option: true }],
  labWallets: [undefined, { option: true }],
  injectWallets: [true, { option: true }],
  labLocale: [undefined, { option: true }],
  labQuery: ['', { option: true }],
  // The lab's page is what uses the wallets: the secure frame and a new page's first blank document skip the
  // wallet script (a second or more each on a busy machine; docs/testing.md).
  testWalletFrames: 'top',
  // Chromium refuses every host beyond the loopback itself (e2e/world/chromiumArgs.ts): no route on the test's
  // context, which keeps its HTTP cache and lets its requests go without a stop in Playwright's driver.
  externalRequestGuard: 'browser',
  testWallets: async ({ labConfig, labWallets, injectWallets, devnet }, use, testInfo) => {
    const config = findLabConfig(labConfig)
    if (!config) throw new Error(`No lab config ${labConfig}`)
    if (!injectWallets) return use(undefined)
    await use(labTestWalletInstallation(labWallets ?? config.wallets, devnet, 1 + testInfo.parallelIndex))
  },
  account: async ({ testWallets }, use) => {
    const key = testWallets?.wallets[0]?.privateKey
    if (!key) throw new Error('No test wallet installed')
    await use(privateKeyToAccount(key))
  },
  lab: async ({ page, labConfig, labLocale, labQuery }, use) =>
    use(new LabPage(page, labConfig, labLocale, labQuery)),
  bitcoinWallet: async ({ page, testWallets }, use) => {
    const first = testWallets?.bitcoin?.wallets[0]
    if (!first) throw new Error('The bitcoinWallet fixture needs a config with a Bitcoin test wallet')
    await use(new BitcoinTestWalletDriver(page, first.name))
  },
  cosmosWallet: async ({ page, labConfig, labWallets }, use) => {
    const first = (labWallets ?? findLabConfig(labConfig)?.wallets)?.cosmos?.[0]
    if (!first) throw new Error('The cosmosWallet fixture needs a config with a Cosmos test wallet')
    await use(new CosmosWalletDriver(page, first.name))
  },
  polkadotWallet: async ({ page, labConfig, labWallets }, use) => {
    const first = (labWallets ?? findLabConfig(labConfig)?.wallets)?.polkadot?.[0]
    if (!first) throw new Error('The polkadotWallet fixture needs a config with a Polkadot test wallet')
    await use(new PromptControlsDriver(page, '__porticoPolkadotTestWallets', first.name))
  },
})

export { expect, type Page } from '@playwright/test'
