import { STORAGE_KEYS } from '@portico/core'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, type Page, test } from './world/labTest.js'

test('disconnects from the Account view; Portico and wagmi both let go', async ({
  lab,
  modal,
  validator,
}) => {
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  await modal.disconnect()
  await validator.expectDisconnected()
  await lab.expectAllDisconnected()
  await expect(lab.events('DISCONNECT_SUCCESS')).toHaveCount(1)
})

test('is still connected after a reload, on the same network', async ({ lab, modal, validator, account }) => {
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  await modal.switchNetwork('eip155:31338')
  await lab.reload()
  await validator.expectConnected(account.address)
  await validator.expectNetwork('eip155:31338')
  await lab.expectAgreement(account.address, 31338)
})

test('stays disconnected after a reload once the visitor disconnected', async ({ lab, modal, validator }) => {
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  await modal.disconnect()
  await lab.reload()
  await expect(lab.field('portico-status')).toHaveText('disconnected')
  await validator.expectDisconnected()
})

test.describe('enableReconnect: false', () => {
  test.use({ labConfig: 'evm-no-reconnect' })

  test('starts disconnected after a reload although the wallet had authorised the site', async ({
    lab,
    modal,
    validator,
    wallet,
  }) => {
    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    expect(await wallet.authorized()).toBe(true)
    await lab.reload()
    await expect(lab.field('portico-status')).toHaveText('disconnected')
    await validator.expectDisconnected()
    await expect(lab.field('wagmi-status')).toHaveText('disconnected')
  })
})

/** Fills these local-storage keys with values that are not what their owner wrote, before the app starts. */
async function writeGarbage(page: Page, keys: readonly string[]): Promise<void> {
  await page.addInitScript((garbageKeys) => {
    if (sessionStorage.getItem('garbage-written')) return
    sessionStorage.setItem('garbage-written', '1')
    const garbage = ['{', 'null', '[]', '"\\u0000"', 'undefined', '{"a":', '42', 'NaN', '{"eip155":7}']
    garbageKeys.forEach((key, index) => {
      localStorage.setItem(key, garbage[index % garbage.length] ?? '')
    })
  }, keys)
}

const storageOwners = [
  { owner: 'Portico', keys: Object.values(STORAGE_KEYS) },
  {
    owner: 'wagmi',
    keys: ['wagmi.store', 'wagmi.recentConnectorId', 'wagmi.dev.portico.testwallet.disconnected'],
  },
]

for (const { owner, keys } of storageOwners) {
  test(`starts cleanly over garbage in ${owner}'s local storage, then connects`, async ({
    lab,
    modal,
    validator,
    page,
  }) => {
    await writeGarbage(page, keys)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await lab.goto()
    await expect(lab.field('portico-status')).toHaveText('disconnected')
    await modal.connect(labTestWallet.rdns)
    await validator.expectConnected()
    expect(errors).toEqual([])
  })
}
