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
})
