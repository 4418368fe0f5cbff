import { createMemoryBackend, createStorage } from '@portico/core'
import { expect, it } from 'vitest'
import type { FrameClient } from '../client/createFrameClient.js'
import { FrameRequestError } from '../client/FrameRequestError.js'
import { createEmailUpdate } from './createEmailUpdate.js'
import { type EmbeddedWalletState, initialEmbeddedWalletState } from './EmbeddedWalletState.js'

/** The update over a frame that answers from `answers` (a unit test of this module: the frame is stood in for). */
function setup(answers: { [type: string]: (payload: unknown) => unknown }) {
  const slice: EmbeddedWalletState = {
    ...initialEmbeddedWalletState(),
    status: 'connected',
    email: 'old@example.com',
  }
  const storage = createStorage(createMemoryBackend())
  storage.set('email', 'old@example.com')
  const sent: string[] = []
  const client = {
    request: async (type: string, payload?: unknown) => {
      sent.push(type)
      const answer = answers[type]
      if (!answer) throw new Error(`unexpected ${type}`)
      return answer(payload)
    },
  } as unknown as FrameClient
  return { slice, storage, sent, update: createEmailUpdate({ slice, storage, client: () => client }) }
}

it('goes new e-mail → code to the old → code to the new → done, and stores and shows the new e-mail', async () => {
  const { slice, storage, sent, update } = setup({
    ['UPDATE_EMAIL']: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    ['UPDATE_EMAIL_PRIMARY_OTP']: () => undefined,
    ['UPDATE_EMAIL_SECONDARY_OTP']: () => ({ newEmail: 'new@example.com' }),
  })
  expect(await update.updateEmail(' new@example.com ')).toBe(true)
  expect(slice.update).toEqual({ step: 'primary', newEmail: 'new@example.com' })
  expect(await update.verifyUpdateCode('111111')).toBe(true)
  expect(slice.update).toEqual({ step: 'secondary', newEmail: 'new@example.com' })
  expect(await update.verifyUpdateCode('222222')).toBe(true)
  expect(slice.update).toEqual({ step: 'done', newEmail: 'new@example.com' })
  expect(slice.email).toBe('new@example.com')
  expect(storage.get('email')).toBe('new@example.com')
  expect(sent).toEqual(['UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP'])
  expect(await update.verifyUpdateCode('333333')).toBe(false)
})

it('refuses a bad or the same e-mail before the frame, and shows the cloud’s refusals in the catalogue’s words', async () => {
  let wrong = 0
  const { slice, sent, update } = setup({
    ['UPDATE_EMAIL']: (payload) => {
      if ((payload as { email: string }).email === 'taken@example.com')
        throw new FrameRequestError('This e-mail belongs to another wallet', 'email_taken')
      if (sent.filter((type) => type === 'UPDATE_EMAIL').length > 2)
        throw new FrameRequestError('Please try again after 27 seconds', 'email_cooldown', 27)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    ['UPDATE_EMAIL_PRIMARY_OTP']: () => {
      wrong++
      throw new FrameRequestError(
        wrong < 5 ? 'Invalid code' : 'Too many',
        wrong < 5 ? 'invalid_code' : 'locked_code',
      )
    },
  })
  expect(await update.updateEmail('nope')).toBe(false)
  expect(slice.update?.error).toEqual({ key: 'error.INVALID_EMAIL' })
  expect(await update.updateEmail('OLD@example.com')).toBe(false)
  expect(slice.update?.error).toEqual({ key: 'updateEmail.sameEmail' })
  expect(sent).toEqual([])
  expect(await update.updateEmail('taken@example.com')).toBe(false)
  expect(slice.update).toMatchObject({ step: 'email', error: { key: 'updateEmail.emailTaken' } })

  expect(await update.updateEmail('new@example.com')).toBe(true)
  expect(await update.verifyUpdateCode('000000')).toBe(false)
  expect(slice.update).toEqual({
    step: 'primary',
    newEmail: 'new@example.com',
    error: { key: 'emailLogin.invalidCode' },
  })
  // A new code within the cooldown keeps the step and says how long to wait.
  expect(await update.updateEmail('new@example.com')).toBe(false)
  expect(slice.update).toMatchObject({
    step: 'primary',
    error: { key: 'error.EMAIL_COOLDOWN', values: { seconds: 27 } },
  })
  for (let attempt = 0; attempt < 4; attempt++) await update.verifyUpdateCode('000000')
  expect(slice.update?.error).toEqual({ key: 'emailLogin.lockedCode' })
  update.resetUpdate()
  expect(slice.update).toBeUndefined()
})
