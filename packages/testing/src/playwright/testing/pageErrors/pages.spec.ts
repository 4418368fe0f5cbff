import { generatePrivateKey } from 'viem/accounts'
import { porticoTest as test } from '../../porticoTest.js'

// The quiet pages first: a failed test ends its worker, so with the two failing tests last the run starts two workers
// (two Chromiums), not three.
test('a quiet page', async ({ page }) => {
  await page.setContent('<p>quiet</p>')
})

test.describe('with test wallets installed', () => {
  // The wallets' init script runs in the page's first about:blank too, where sessionStorage may not be read.
  test.use({
    testWallets: {
      chains: [{ chainId: 31337, name: 'Portico Local', rpcUrl: 'http://127.0.0.1:8545' }],
      wallets: [
        {
          uuid: 'page-errors-fixture',
          name: 'Portico Test Wallet',
          rdns: 'dev.portico.testwallet',
          privateKey: generatePrivateKey(),
        },
      ],
    },
  })

  test('a quiet page', async ({ page }) => {
    await page.setContent('<p>quiet</p>')
    await page.waitForFunction(() => '__porticoTestWallets' in window)
  })
})

test('a page that throws', async ({ page }) => {
  await page.setContent('<script>setTimeout(() => { throw new Error("thrown by the page") })</script>')
  await page.waitForFunction(() => document.readyState === 'complete')
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
})

test('a page that rejects and nobody handles it', async ({ page }) => {
  await page.setContent('<script>Promise.reject(new Error("rejected in the page"))</script>')
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
})
