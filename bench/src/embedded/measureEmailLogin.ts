import { memoryVaultOf } from '@portico/secure/src/custody/memoryVaultOf.js'
import { createFrameController } from '@portico/secure/src/frame/createFrameController.js'
import { type Summary, summarize } from '../stats/summarize.js'
import { memoryFrameStore, SECURE_ORIGIN, secureSiteAuth } from './benchFrameParts.js'
import { type EmbeddedWorld, startEmbeddedWorld } from './startEmbeddedWorld.js'

/** The e-mail login's two timings over `rounds` logins (Portico only; see docs/benchmarks.md). */
export type EmailLoginTimings = {
  rounds: number
  /** CONNECT_EMAIL sent → the code is in the local SMTP inbox. */
  submittedToInboxMs: Summary | null
  /** CONNECT_OTP sent → GET_USER answered the wallet's address (the first login creates the wallet). */
  codeToAddressMs: Summary | null
  error?: string
}

/** The goals of issue 13, reported beside the figures and never asserted. */
export const EMAIL_LOGIN_GOALS_MS = { submittedToInbox: 300, codeToAddress: 500 } as const

/**
 * Times the embedded wallet's e-mail login end to end without the browser: the secure site's frame controller (its
 * real code, fed the messages the widget sends) against a real cloud on PGlite that mails the code over SMTP to
 * a real local inbox. What it leaves out is the page's part (postMessage and rendering); the browser test
 * `apps/lab/e2e/email-login.spec.ts` records that whole path as annotations. It runs in `shared` (left running), or
 * in a world of its own, started and stopped here (startEmbeddedWorld).
 */
export async function measureEmailLogin(rounds: number, shared?: EmbeddedWorld): Promise<EmailLoginTimings> {
  const world = shared ?? (await startEmbeddedWorld())
  const { inbox } = world
  const submitted: number[] = []
  const toAddress: number[] = []
  try {
    const auth = secureSiteAuth(world.cloudUrl, 'portico-lab')
    for (let round = 0; round < rounds; round++) {
      const store = memoryFrameStore()
      const frame = createFrameController({
        auth,
        store,
        vault: memoryVaultOf(store),
        projectId: 'portico-lab',
        chainId: 'eip155:31337',
        parentOrigin: 'http://127.0.0.1:5173',
        socialCallbackUrl: `${SECURE_ORIGIN}/social-callback.html`,
        approve: async () => false,
        showRecovery: async () => false,
        askRecovery: async () => undefined,
      })
      const email = `bench-${Date.now()}-${round}@example.com`
      const started = performance.now()
      const asked = await frame.handle({ type: 'CONNECT_EMAIL', id: `e${round}`, payload: { email } })
      if (!asked.ok) throw new Error(asked.error.message)
      let code: string | undefined
      while (!code) {
        code = inbox
          .messages(email)
          .at(-1)
          ?.text.match(/\b(\d{6})\b/)?.[1]
        if (!code) await new Promise((resolve) => setTimeout(resolve, 1))
      }
      submitted.push(performance.now() - started)
      const entered = performance.now()
      const verified = await frame.handle({ type: 'CONNECT_OTP', id: `o${round}`, payload: { otp: code } })
      if (!verified.ok) throw new Error(verified.error.message)
      const user = await frame.handle({ type: 'GET_USER', id: `u${round}`, payload: undefined })
      if (!user.ok || !(user.payload as { address?: string }).address) throw new Error('no address')
      toAddress.push(performance.now() - entered)
    }
    return { rounds, submittedToInboxMs: summarize(submitted), codeToAddressMs: summarize(toAddress) }
  } catch (error) {
    return {
      rounds,
      submittedToInboxMs: summarize(submitted),
      codeToAddressMs: summarize(toAddress),
      error: error instanceof Error ? error.message : String(error),
    }
  } finally {
    if (!shared) await world.stop()
  }
}
