import { labConfigs } from '../src/configs/labConfigs.js'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'
import { workerPageTest } from './world/workerPageTest.js'

// The index, each config and an unknown name only open a page and read it: one page per worker, emptied after each
// test (workerPageTest), instead of a new context each (docs/testing.md).
workerPageTest('the index lists every registered configuration with a working link', async ({ page }) => {
  await page.goto('/')
  const list = page.getByTestId('lab-config-list')
  await expect(list.getByRole('listitem')).toHaveCount(labConfigs.length)
  for (const config of labConfigs) {
    await expect(
      page.getByTestId(`lab-config-${config.name}`).getByRole('link', { name: config.title }),
    ).toHaveAttribute('href', `/?config=${config.name}`)
  }
})

for (const config of labConfigs) {
  workerPageTest(
    `config ${config.name} loads with the widget and both panels`,
    async ({ lab, modal, page }) => {
      await lab.goto(config.name)
      await expect(page.getByRole('heading', { name: config.title })).toBeVisible()
      await expect(modal.connectButton).toHaveAttribute('data-state', 'disconnected')
      await expect(lab.field('portico-status')).toHaveText('disconnected')
      await expect(lab.field('wagmi-status')).toHaveText('disconnected')
      await expect(page.getByTestId('lab-error')).toHaveCount(0)
    },
  )
}

workerPageTest('an unknown config name says so', async ({ page }) => {
  await page.goto('/?config=no-such-config')
  await expect(page.getByTestId('lab-config-not-found')).toContainText(
    'No configuration named no-such-config.',
  )
})

test.describe('manual play with &wallet=test', () => {
  test.use({ injectWallets: false })

  test('the page installs the test wallet itself, and its panel declines and approves', async ({
    modal,
    validator,
    page,
  }) => {
    await page.goto('/?config=evm-default&wallet=test')
    await expect(page.getByTestId('lab-page')).toBeVisible()
    await page.getByRole('button', { name: 'Reject prompts' }).click()
    await expect(page.getByTestId('lab-wallet-mode')).toHaveText('Prompts are rejected.')
    await modal.open()
    await modal.selectWallet(labTestWallet.rdns)
    await validator.expectConnectingState('rejected')
    await modal.close()

    await page.getByRole('button', { name: 'Approve prompts' }).click()
    await modal.open()
    await modal.selectWallet(labTestWallet.rdns)
    await validator.expectConnected()
  })
})

workerPageTest.describe('one page per worker', () => {
  // In order on one worker: the second test gets the page the first one used.
  workerPageTest.describe.configure({ mode: 'serial' })

  workerPageTest('a test leaves storage, a cookie and a database in the page', async ({ lab, page }) => {
    await lab.goto('evm-default')
    await page.context().addCookies([{ name: 'isolation-probe', value: 'left', url: page.url() }])
    await page.evaluate(async () => {
      localStorage.setItem('isolation-probe', 'left')
      sessionStorage.setItem('isolation-probe', 'left')
      await new Promise((done) => {
        const request = indexedDB.open('isolation-probe')
        request.onsuccess = () => done(request.result.close())
      })
    })
  })

  workerPageTest('the next test on that page finds none of it', async ({ lab, page }) => {
    await lab.goto('evm-default')
    const left = await page.evaluate(async () => ({
      local: localStorage.getItem('isolation-probe'),
      session: sessionStorage.getItem('isolation-probe'),
      cookie: document.cookie.includes('isolation-probe'),
      databases: (await indexedDB.databases())
        .map(({ name }) => name)
        .filter((name) => name === 'isolation-probe'),
    }))
    expect(left).toEqual({ local: null, session: null, cookie: false, databases: [] })
  })
})
