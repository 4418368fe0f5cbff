import { parseAppMessage } from '@portico/embedded/protocol'
import { expect, it } from 'vitest'
import { createShareVault } from '../custody/createShareVault.js'
import { memoryVaultRecords } from '../custody/memoryVaultRecords.js'
import { SHARED_CLOUD_SECURE_ORIGIN as SECURE_ORIGIN } from '../testing/sharedCloudSecureOrigin.js'
import { sharedEmailCloud } from '../testing/sharedEmailCloud.js'
import { createCloudAuth } from './createCloudAuth.js'
import { createFrameController } from './createFrameController.js'
import { createFrameLog } from './log/createFrameLog.js'

const world = sharedEmailCloud()

/** A frame as startFrame makes it, its log on or off as the query's enableLogger says, over the real cloud. */
function frame(enabled: boolean) {
  const items = new Map<string, string>()
  const records = memoryVaultRecords()
  const store = {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  }
  const controller = createFrameController({
    auth: createCloudAuth({
      cloudUrl: world.cloudUrl,
      projectId: 'portico-lab',
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as object), origin: SECURE_ORIGIN } }),
    }),
    store,
    vault: createShareVault(records, store),
    projectId: 'portico-lab',
    chainId: 'eip155:31337',
    rpcUrl: 'http://127.0.0.1:8545',
    log: createFrameLog({ enabled }),
    parentOrigin: 'http://127.0.0.1:5173',
    socialCallbackUrl: `${SECURE_ORIGIN}/social-callback.html`,
    approve: async () => true,
    showRecovery: async () => true,
    askRecovery: async () => undefined,
  })
  let id = 0
  const send = async (type: string, payload?: unknown) => {
    const parsed = parseAppMessage({
      type: `@portico-app/${type}`,
      id: `r${++id}`,
      ...(payload === undefined ? {} : { payload }),
    })
    if (!parsed.ok) throw new Error(parsed.reason)
    return controller.handle(parsed.message)
  }
  /** Every secret the frame holds: the stored session, ids and e-mail, and the vault's sealed shares. */
  const secrets = () => [
    ...items.values(),
    ...records.entries().flatMap(([, value]) => (typeof value === 'string' ? [value] : [])),
  ]
  return { send, secrets }
}

/** The whole log, page after page, as a support report attaches it. */
async function readLog(send: ReturnType<typeof frame>['send']) {
  const lines: string[] = []
  let after = 0
  for (;;) {
    const page = await send('GET_LOG', { after })
    if (!page.ok) throw new Error(page.error.message)
    const {
      lines: more,
      next,
      more: hasMore,
    } = page.payload as { lines: string[]; next: number; more: boolean }
    lines.push(...more)
    after = next
    if (!hasMore) return lines.join('\n')
  }
}

const codeFor = async (email: string) =>
  (await world.messages(email)).at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? ''

it('logs each message’s type and outcome through an e-mail login and a signature, never the e-mail, code, token, share or signature', async () => {
  const { send, secrets } = frame(true)
  const email = 'logged@example.com'
  await send('CONNECT_EMAIL', { email })
  const code = await codeFor(email)
  const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0')
  await send('CONNECT_OTP', { otp: wrong })
  expect(await send('CONNECT_OTP', { otp: code })).toEqual({ ok: true, payload: undefined })
  const user = await send('GET_USER')
  const { address } = (user.ok ? user.payload : {}) as { address: string }
  const signed = await send('RPC_REQUEST', {
    method: 'personal_sign',
    params: ['a message for the log', address],
    chainId: 'eip155:31337',
    chainNamespace: 'eip155',
  })
  if (!signed.ok) throw new Error(signed.error.message)

  const log = await readLog(send)
  expect(log).toMatch(/ started eip155:31337 with the page’s RPC URL\n/)
  expect(log).toMatch(/ CONNECT_EMAIL ok \d+ ms\n/)
  expect(log).toMatch(/ CONNECT_OTP error invalid_code \d+ ms: /)
  expect(log).toMatch(/ CONNECT_OTP ok \d+ ms\n/)
  expect(log).toMatch(/ RPC_REQUEST ok \d+ ms$/)
  expect(log).not.toContain('GET_LOG')
  const held = secrets()
  expect(held.length).toBeGreaterThan(2)
  for (const secret of [email, code, wrong, signed.payload as string, 'a message for the log', ...held])
    expect(log).not.toContain(secret)
})

it('keeps no log when the page turned the logger off (enableLogger=false)', async () => {
  const { send } = frame(false)
  await send('IS_CONNECTED')
  expect(await send('GET_LOG')).toEqual({ ok: true, payload: { lines: [], next: 0, more: false } })
})
