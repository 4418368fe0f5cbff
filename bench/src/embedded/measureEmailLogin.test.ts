import { expect, it } from 'vitest'
import { measureEmailLogin } from './measureEmailLogin.js'

it('logs in twice by e-mail through the real frame code, cloud and SMTP inbox and reports both timings (never judged)', async () => {
  const timings = await measureEmailLogin(2)
  expect(timings.error).toBeUndefined()
  expect(timings.submittedToInboxMs).toMatchObject({ n: 2, median: expect.any(Number) })
  expect(timings.codeToAddressMs).toMatchObject({ n: 2, median: expect.any(Number) })
  // A cloud on PGlite starts slowly on a busy machine; the figures themselves are never judged.
}, 180_000)
