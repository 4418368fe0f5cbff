import { readFileSync } from 'node:fs'
import type { EvmDevnetInfo } from '@portico/devnet'
import { porticoTest } from '@portico/testing/playwright'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { devnetFile } from './examplePorts.js'
import { type ExampleServices, readExampleServices } from './exampleServices.js'

/** The injected test wallet's EIP-6963 id. */
export const walletRdns = 'dev.portico.example'

interface ExampleFixtures {
  devnet: EvmDevnetInfo
  /** The injected wallet's account. */
  account: PrivateKeyAccount
  /** The page's RPC query (`?rpc=…`), so the app talks to the chain the run started. */
  rpcQuery: string
  /** The installed cloud, secure site and mail inbox of the run. */
  services: ExampleServices
  /** Every console error and uncaught exception of the page; the test fails if any appear. */
  consoleProblems: string[]
}

/** Portico's Playwright fixtures with one injected test wallet on the run's local chain. */
export const test = porticoTest.extend<ExampleFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern
  devnet: async ({}, use) => use(JSON.parse(readFileSync(devnetFile, 'utf8')) as EvmDevnetInfo),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern
  services: async ({}, use) => use(readExampleServices()),
  rpcQuery: async ({ devnet }, use) => use(`?rpc=${encodeURIComponent(devnet.chains[0]?.rpcUrl ?? '')}`),
  testWallets: async ({ devnet }, use) => {
    const [account] = devnet.accounts.slice(3)
    if (!account) throw new Error('The devnet has no fourth account')
    await use({
      chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      wallets: [
        {
          uuid: 'example-wallet',
          name: 'Example Test Wallet',
          rdns: walletRdns,
          privateKey: account.privateKey,
        },
      ],
    })
  },
  account: async ({ testWallets }, use) => {
    const key = testWallets?.wallets[0]?.privateKey
    if (!key) throw new Error('No test wallet installed')
    await use(privateKeyToAccount(key))
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        // The secure frame asks the cloud for this device's share of the wallet at login; a wallet made a moment
        // ago has none, the cloud answers 404 and the browser logs every failed load, though the login goes on.
        if (/\/auth\/v1\/share\?/.test(message.location().url) && message.text().includes('status of 404'))
          return
        if (message.type() === 'error' || /hydrat/i.test(message.text()))
          problems.push(`${message.text()} (${message.location().url})`)
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await use(problems)
      if (problems.length > 0) throw new Error(`The page logged errors:\n${problems.join('\n')}`)
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'
