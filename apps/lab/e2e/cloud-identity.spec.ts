import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'
import { registerE2eName } from './world/registerE2eName.js'

test.describe('cloud-identity', () => {
  test.use({ labConfig: 'cloud-identity' })

  test("the Account view shows the name registered for the account on the cloud, and the cloud's balance follows a send", async ({
    lab,
    modal,
    validator,
    page,
    account,
  }) => {
    // One name per worker account (each worker signs with its own devnet key).
    const name = await registerE2eName(account, `e2e-${account.address.slice(2, 10).toLowerCase()}`)
    const cloudOrigin = new URL(readE2eCloudUrl()).origin
    const balancePath = `/v1/account/${account.address}/balance`
    const cloudBalanceReads = () =>
      page.waitForRequest(
        (request) =>
          new URL(request.url()).origin === cloudOrigin &&
          new URL(request.url()).pathname.toLowerCase() === balancePath.toLowerCase(),
      )

    const firstRead = cloudBalanceReads()
    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    await firstRead
    const buttonBalance = page.getByTestId('portico-account-button-balance')
    await expect(buttonBalance).toHaveAttribute('data-state', 'ready')
    await expect(buttonBalance).toHaveText(/ETH$/)
    const before = (await buttonBalance.textContent()) ?? ''

    if (await modal.isOpen()) await modal.close()
    await modal.open()
    await validator.expectView('Account')
    // Only the cloud knows the name: the wallet and the chain have none.
    await expect(page.getByTestId('account-address')).toHaveText(name)
    await expect(page.getByTestId('portico-account-button-label')).toHaveText(name)
    await validator.expectBalance(before)
    await modal.close()

    // Within the 30 s portfolio and native-balance caches: a send through Portico reads again at once.
    const readAfterSend = cloudBalanceReads()
    const result = await lab.runAction('portico-send-transaction', 'portico-transaction')
    expect(result.state).toBe('success')
    await readAfterSend
    await expect(buttonBalance).not.toHaveText(before)
    await expect(buttonBalance).toHaveText(/ETH$/)
    await modal.open()
    await validator.expectView('Account')
    await expect(page.getByTestId('account-balance')).not.toHaveText(before)
    await expect(page.getByTestId('account-address')).toHaveText(name)
  })

  test('registers a name through Portico: the wallet signs, the cloud checks, and the account shows the name', async ({
    lab,
    modal,
    validator,
    page,
    account,
  }) => {
    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    const label = `lab-${account.address.slice(2, 10).toLowerCase()}`
    await page.getByTestId('names-input').fill(label)
    const result = await lab.runAction('names-register', 'names-registered')
    expect(result.state).toBe('success')
    expect(result.text.startsWith(label)).toBe(true)
    await expect(page.getByTestId('portico-account-button-label')).toHaveText(result.text)
    await modal.open()
    await validator.expectView('Account')
    await expect(page.getByTestId('account-address')).toHaveText(result.text)
  })

  test('a name that is too short is refused with the spec rule, and nothing is signed', async ({
    lab,
    modal,
    wallet,
    page,
  }) => {
    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await wallet.hold('personal_sign')
    await page.getByTestId('names-input').fill('abc')
    const result = await lab.runAction('names-register', 'names-registered')
    expect(result.state).toBe('error')
    expect(result.text).toBe('Error registering name abc')
    expect(await wallet.pendingPrompts()).toEqual([])
  })
})
