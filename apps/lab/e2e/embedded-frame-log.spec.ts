import { requestEmailCode } from './world/embeddedLogin.js'
import { expect, type Page, test } from './world/labTest.js'

test.use({ labConfig: 'email-login' })

/** The secure frame's support log as an app reads it: `portico.getFeature(embeddedWalletRef)?.readFrameLog()`. */
function readFrameLog(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const { portico } = (
      window as unknown as {
        __porticoLab: {
          portico: { getFeature(feature: { id: string }): { readFrameLog(): Promise<string> } | undefined }
        }
      }
    ).__porticoLab
    return (await portico.getFeature({ id: 'embeddedWallet' })?.readFrameLog()) ?? ''
  })
}

test("after an e-mail login the frame's log holds the login's lines and neither the e-mail nor the code", async ({
  lab,
  modal,
  page,
}, testInfo) => {
  const email = `frame-log-${testInfo.workerIndex}-${Date.now()}@example.com`
  const code = await requestEmailCode(lab, modal, page, email)
  await page.getByTestId('otp-input').fill(code)
  await expect(lab.field('portico-status')).toHaveText('connected')

  const log = await readFrameLog(page)
  expect(log).toMatch(/ CONNECT_EMAIL ok \d+ ms\n/)
  expect(log).toMatch(/ CONNECT_OTP ok \d+ ms\n/)
  expect(log).not.toContain(email)
  expect(log).not.toContain(email.split('@')[0])
  expect(log).not.toContain(code)
})
