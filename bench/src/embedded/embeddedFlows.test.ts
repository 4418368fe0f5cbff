import { afterAll, beforeAll, expect, it } from 'vitest'
import { measureEmailLogin } from './measureEmailLogin.js'
import { measureSmartAccount } from './measureSmartAccount.js'
import { type EmbeddedWorld, startEmbeddedWorld } from './startEmbeddedWorld.js'

// One world for both flows (a devnet chain with its bundler, an inbox, a cloud on PGlite), started once: each
// visitor has an e-mail address of its own. The devnet's bundler and a cloud on PGlite start slowly on a busy machine.
let world: EmbeddedWorld | undefined
beforeAll(async () => {
  world = await startEmbeddedWorld({ chain: true })
}, 600_000)
afterAll(async () => {
  await world?.stop()
})

it('logs in twice by e-mail through the real frame code, cloud and SMTP inbox and reports both timings (never judged)', async () => {
  const timings = await measureEmailLogin(2, world)
  expect(timings.error).toBeUndefined()
  expect(timings.submittedToInboxMs).toMatchObject({ n: 2, median: expect.any(Number) })
  expect(timings.codeToAddressMs).toMatchObject({ n: 2, median: expect.any(Number) })
  // The figures themselves are never judged.
}, 180_000)

it('logs in twice by e-mail, takes the smart account and sends its first operation through the real frame code, cloud, bundler and EntryPoint, and reports both timings (never judged)', async () => {
  const timings = await measureSmartAccount(2, world)
  expect(timings.error).toBeUndefined()
  expect(timings.projectId).toBe('portico-lab-sponsored')
  expect(timings.codeToSmartAddressMs).toMatchObject({ n: 2, median: expect.any(Number) })
  expect(timings.firstOperationToReceiptMs).toMatchObject({ n: 2, median: expect.any(Number) })
  // The figures themselves are never judged.
}, 600_000)
