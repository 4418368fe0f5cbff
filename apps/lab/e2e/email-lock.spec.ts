import { requestEmailCode, wrongCode } from './world/embeddedLogin.js'
import { expect, test } from './world/labTest.js'

test.use({ labConfig: 'email-login' })

test('five wrong codes lock the login code: the fifth and then even the right code say to request a new one', async ({
  lab,
  modal,
  page,
}, testInfo) => {
  const email = `lock-${testInfo.workerIndex}-${Date.now()}@example.com`
  const code = await requestEmailCode(lab, modal, page, email)
  const otp = page.getByTestId('otp-input')
  const error = page.getByTestId('email-login-error')
  for (let attempt = 1; attempt <= 5; attempt++) {
    await otp.fill(wrongCode(code))
    // Each attempt is answered (the field empties) before the next is typed.
    await expect(otp).toHaveValue('')
    await expect(error).toHaveText(attempt < 5 ? 'Invalid code' : 'Too many wrong codes, request a new one')
  }
  await otp.fill(code)
  await expect(otp).toHaveValue('')
  await expect(error).toHaveText('Too many wrong codes, request a new one')
  await expect(lab.field('portico-status')).toHaveText('disconnected')
})
