import { expect, it } from 'vitest'
import { measureSmartAccount } from './measureSmartAccount.js'

it('logs in twice by e-mail, takes the smart account and sends its first operation through the real frame code, cloud, bundler and EntryPoint, and reports both timings (never judged)', async () => {
  const timings = await measureSmartAccount(2)
  expect(timings.error).toBeUndefined()
  expect(timings.projectId).toBe('portico-lab-sponsored')
  expect(timings.codeToSmartAddressMs).toMatchObject({ n: 2, median: expect.any(Number) })
  expect(timings.firstOperationToReceiptMs).toMatchObject({ n: 2, median: expect.any(Number) })
  // The devnet's bundler and a cloud on PGlite start slowly on a busy machine; the figures themselves are never judged.
}, 600_000)
