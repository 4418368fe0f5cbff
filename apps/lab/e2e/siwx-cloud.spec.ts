import type { SiwxSession } from '@portico/core'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, type Page, test } from './world/labTest.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'

test.use({ labConfig: 'siwx-cloud' })

const projectId = 'portico-lab'

async function storedSessions(page: Page): Promise<SiwxSession[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('@portico/siwx') ?? '[]'))
}

test('cloud sign-in: the token is verified by the cloud, a replayed nonce and a tampered message are refused, sign out revokes', async ({
  lab,
  modal,
  validator,
  account,
  page,
  request,
}) => {
  const cloud = readE2eCloudUrl()
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  await validator.expectView('SIWXSignMessage')
  await page.getByTestId('siwx-sign').click()
  await modal.expectClosed()
  await expect(lab.field('siwx-signed-in')).toHaveText(new RegExp(`^eip155:31337:${account.address}$`, 'i'))
  // The panel shows '—' until it has read the session: wait for the token itself.
  await expect(lab.field('siwx-token')).toHaveAttribute('data-state', 'set')
  const token = (await lab.field('siwx-token').textContent()) ?? ''

  const me = await request.get(`${cloud}/auth/v1/me?projectId=${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(me.status()).toBe(200)
  expect((await me.json()).caipAddress.toLowerCase()).toBe(`eip155:31337:${account.address}`.toLowerCase())

  const [session] = await storedSessions(page)
  if (!session) throw new Error('no stored session')
  const body = { data: session.data, message: session.message, signature: session.signature }
  const replayed = await request.post(`${cloud}/auth/v1/authenticate?projectId=${projectId}`, { data: body })
  expect(replayed.status()).toBe(400)

  const fresh = (await (await request.get(`${cloud}/auth/v1/nonce?projectId=${projectId}`)).json())
    .nonce as string
  const tampered = await request.post(`${cloud}/auth/v1/authenticate?projectId=${projectId}`, {
    data: {
      ...body,
      data: { ...session.data, nonce: fresh },
      message: session.message.replace(session.data.nonce, fresh),
    },
  })
  expect(tampered.status()).toBe(401)

  await page.getByTestId('siwx-sign-out').click()
  await expect(lab.field('siwx-signed-in')).toHaveText('')
  await expect
    .poll(async () =>
      (
        await request.get(`${cloud}/auth/v1/me?projectId=${projectId}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status(),
    )
    .toBe(401)
})
