import { defineDevnetEvmChain } from '@portico/devnet'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { requestEmailCode } from './world/embeddedLogin.js'
import { fundEvmAccount } from './world/fundEvmAccount.js'
import { expect, type Page, test } from './world/labTest.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'

test.use({ labConfig: 'email-smart-account-siwx' })

const projectId = 'portico-lab-sponsored'
/** ERC-6492's suffix of a signature by a contract not deployed yet. */
const ERC6492_MAGIC = '6492649264926492649264926492649264926492649264926492649264926492'

/** The signatures of the sign-in sessions the app keeps (a reload reads them; each one the cloud was shown). */
const storedSignatures = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('@portico/siwx') ?? '[]') as { signature: string }[]).map(
      (session) => session.signature,
    ),
  )

test('the smart account signs in: the cloud accepts its ERC-6492 signature before deployment and its ERC-1271 one after the first send', async ({
  lab,
  modal,
  page,
  devnet,
  request,
}, testInfo) => {
  test.setTimeout(300_000)
  const cloud = readE2eCloudUrl()
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  const anvil = createPublicClient({ chain: defineDevnetEvmChain(first), transport: http(first.rpcUrl) })
  const frame = page.frameLocator('[data-testid="portico-embedded-frame"]')
  const me = async () => {
    const token = (await lab.field('siwx-token').textContent()) ?? ''
    const answer = await request.get(`${cloud}/auth/v1/me?projectId=${projectId}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    return { status: answer.status(), body: answer.ok() ? await answer.json() : undefined }
  }
  const signIn = async () => {
    await modal.expectView('SIWXSignMessage')
    await page.getByTestId('siwx-sign').click()
    await expect(frame.getByRole('button', { name: 'Approve' })).toBeVisible({ timeout: 60_000 })
    await frame.getByRole('button', { name: 'Approve' }).click()
    await modal.expectClosed()
  }

  // The e-mail login connects the EOA; its sign-in is declined, then the Account view switches to the smart account.
  const code = await requestEmailCode(
    lab,
    modal,
    page,
    `siwx-smart-${testInfo.workerIndex}-${Date.now()}@example.com`,
  )
  await page.getByTestId('otp-input').fill(code)
  await expect(lab.field('portico-status')).toHaveText('connected')
  const eoa = (await lab.field('portico-address').textContent()) ?? ''
  await modal.expectView('SIWXSignMessage')
  await page.getByTestId('siwx-cancel').click()
  await modal.open()
  await modal.expectView('Account')
  await page.getByRole('button', { name: 'EOA · Switch to smart account' }).click()
  const smart = async () => ((await lab.field('portico-address').textContent()) ?? '') as Address

  // The smart account, not deployed yet, signs in (ERC-6492): the cloud's session names it.
  await signIn()
  await expect(lab.field('siwx-token')).toHaveAttribute('data-state', 'set')
  const address = await smart()
  expect(address.toLowerCase()).not.toBe(eoa.toLowerCase())
  expect(await anvil.getCode({ address })).toBeUndefined()
  const [undeployedSignature, ...others] = await storedSignatures(page)
  expect(others).toEqual([])
  expect(undeployedSignature).toMatch(new RegExp(`${ERC6492_MAGIC}$`))
  const before = await me()
  expect(before.status).toBe(200)
  expect(before.body.caipAddress.toLowerCase()).toBe(`eip155:${first.chainId}:${address}`.toLowerCase())

  // Its first send deploys it.
  await page.getByTestId('siwx-sign-out').click()
  await expect(lab.field('siwx-sessions')).toHaveText('0')
  // Signed out, the session is gone from the page's storage too: a reload does not find it.
  expect(await storedSignatures(page)).toEqual([])
  await fundEvmAccount(devnet, address, parseEther('1'))
  await page.getByTestId('portico-send-transaction').click()
  await expect(frame.getByRole('button', { name: 'Approve' })).toBeVisible({ timeout: 60_000 })
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('portico-transaction')).toHaveAttribute('data-state', 'success', {
    timeout: 120_000,
  })
  await expect.poll(async () => (await anvil.getCode({ address }))?.length ?? 0).toBeGreaterThan(2)

  // Signed in again after a reload, the deployed account's signature is an ERC-1271 one: the cloud accepts it too.
  await lab.reload()
  await expect(lab.field('portico-status')).toHaveText('connected')
  await expect(lab.field('portico-address')).toHaveText(address)
  await signIn()
  await expect(lab.field('siwx-token')).toHaveAttribute('data-state', 'set')
  const after = await me()
  expect(after.status).toBe(200)
  expect(after.body.caipAddress.toLowerCase()).toBe(`eip155:${first.chainId}:${address}`.toLowerCase())
  const [deployedSignature, ...more] = await storedSignatures(page)
  expect(more).toEqual([])
  expect(deployedSignature).toMatch(/^0x[0-9a-f]+$/i)
  expect(deployedSignature).not.toMatch(new RegExp(`${ERC6492_MAGIC}$`))
})
