import type { Frame, Page } from '@playwright/test'
import { embeddedAddresses } from './world/embeddedAddresses.js'
import { loginByEmail, secureFrameOf } from './world/embeddedLogin.js'
import { findKeyMaterial, type KnownWallet } from './world/findKeyMaterial.js'
import { expect, test } from './world/labTest.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'
import { readE2eSecureSiteUrl } from './world/readE2eSecureSiteUrl.js'
import { type ForeignSite, startForeignSite } from './world/startForeignSite.js'

test.use({ labConfig: 'email-login' })

let foreign: ForeignSite
test.beforeAll(async () => {
  foreign = await startForeignSite()
})
test.afterAll(async () => {
  await foreign?.stop()
})

type ProbeWindow = Window & { __received: unknown[]; __seen: number }

/** The frame URL the widget uses for the lab's project. */
const frameUrl = () => `${readE2eSecureSiteUrl()}/?projectId=portico-lab&chainId=eip155%3A31337`

/** Opens the foreign site's page that embeds the frame (the test's init script records what it receives). */
async function embedFrameFrom(page: Page, siteUrl: string): Promise<Frame> {
  await page.goto(`${siteUrl}/embed?src=${encodeURIComponent(frameUrl())}`)
  const origin = new URL(readE2eSecureSiteUrl()).origin
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(`${origin}/`))).toBe(true)
  return page.frames().find((frame) => frame.url().startsWith(`${origin}/`)) as Frame
}

test('a frame embedded by an origin the project does not allow refuses to start, says only that, and answers nothing', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (window.top !== window) return
    const self = window as unknown as ProbeWindow
    self.__received = []
    window.addEventListener('message', (event) => self.__received.push(event.data))
  })
  // Control: the same page on 127.0.0.1 (a default allowed ancestor) gets a frame that starts and says READY.
  const allowed = await embedFrameFrom(page, foreign.url)
  await expect(allowed.locator('body')).toHaveAttribute('data-state', 'ready')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as ProbeWindow).__received))
    .toEqual([{ type: '@portico-frame/READY' }])

  const frame = await embedFrameFrom(page, foreign.ipv6Url)
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'refused')
  await expect(frame.locator('#status')).toHaveText(`${foreign.ipv6Url} may not use this wallet.`)
  // Valid requests from its parent: the test's own probe in the frame sees them arrive; the frame answers none.
  await frame.evaluate(() => {
    const self = window as unknown as ProbeWindow
    self.__seen = 0
    window.addEventListener('message', () => self.__seen++)
  })
  const secure = new URL(readE2eSecureSiteUrl()).origin
  const requests = [
    { type: '@portico-app/GET_CHAIN_ID', id: 'a1' },
    { type: '@portico-app/IS_CONNECTED', id: 'a2' },
    { type: '@portico-app/GET_USER', id: 'a3' },
    { type: '@portico-app/CONNECT_EMAIL', id: 'a4', payload: { email: 'ada@example.com' } },
    { type: '@portico-app/RPC_REQUEST', id: 'a5', payload: { method: 'eth_accounts', params: [] } },
    { type: '@portico-app/BOGUS', id: 'a6' },
  ]
  await page.evaluate(
    ({ requests, secure }) => {
      const target = document.querySelector<HTMLIFrameElement>('#embedded')?.contentWindow
      for (const request of requests) target?.postMessage(request, secure)
    },
    { requests, secure },
  )
  await expect
    .poll(() => frame.evaluate(() => (window as unknown as ProbeWindow).__seen))
    .toBe(requests.length)
  // Anything the frame posted in answer is queued before this marker: only its refusal (with the reason, to this
  // exact origin, so the widget can say 'Unverified Domain' at once), no answer to any request.
  await frame.evaluate(() => window.parent.postMessage({ marker: 'after' }, '*'))
  await expect
    .poll(() => page.evaluate(() => (window as unknown as ProbeWindow).__received))
    .toEqual([
      { type: '@portico-frame/REFUSED', payload: { reason: 'origin_not_allowed' } },
      { marker: 'after' },
    ])
})

/**
 * Everything a script of `target`'s origin can reach, as text: storage, cookies, databases, caches, entries, DOM;
 * with `dapp`, also the page's globals and every path into the frame. CryptoKeys found are listed, not read.
 */
async function readEverythingFrom(target: Page | Frame, { dapp }: { dapp: boolean }) {
  return target.evaluate(async (dapp) => {
    const texts: string[] = []
    const refused: Record<string, string> = {}
    const cryptoKeys: { extractable: boolean; algorithm: string }[] = []
    const binary = (value: ArrayBuffer | ArrayBufferView) => {
      const bytes =
        value instanceof ArrayBuffer
          ? new Uint8Array(value)
          : new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
      const hexText = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
      const base64 = btoa(String.fromCharCode(...bytes))
      return `${hexText} ${base64} ${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`
    }
    const seen = new WeakSet<object>()
    let budget = 200_000
    const collect = (value: unknown, depth: number): void => {
      if (budget-- <= 0) return
      if (typeof value === 'string') texts.push(value)
      else if (typeof value === 'bigint' || typeof value === 'number') texts.push(String(value))
      else if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) texts.push(binary(value))
      else if (value instanceof CryptoKey)
        cryptoKeys.push({ extractable: value.extractable, algorithm: value.algorithm.name })
      else if (value && typeof value === 'object' && depth > 0 && !seen.has(value)) {
        if (value instanceof Node || value === window) return
        seen.add(value)
        let keys: string[] = []
        try {
          keys = Object.getOwnPropertyNames(value)
        } catch {
          return
        }
        for (const key of keys) {
          try {
            collect((value as Record<string, unknown>)[key], depth - 1)
          } catch {}
        }
      }
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let at = 0; at < storage.length; at++) {
        const key = storage.key(at) ?? ''
        texts.push(key, storage.getItem(key) ?? '')
      }
    }
    texts.push(document.cookie)
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const database = await new Promise<IDBDatabase>((done, fail) => {
        const open = indexedDB.open(info.name as string)
        open.onsuccess = () => done(open.result)
        open.onerror = () => fail(open.error)
      })
      for (const name of Array.from(database.objectStoreNames)) {
        const store = database.transaction(name).objectStore(name)
        const [keys, values] = await Promise.all(
          [store.getAllKeys(), store.getAll()].map(
            (request) => new Promise<unknown>((done) => (request.onsuccess = () => done(request.result))),
          ),
        )
        collect([keys, values], 8)
      }
      database.close()
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        texts.push(request.url, (await (await cache.match(request))?.text()) ?? '')
      }
    }
    for (const entry of performance.getEntries()) texts.push(JSON.stringify(entry))
    texts.push(document.documentElement.outerHTML)
    if (!dapp) return { texts, refused, cryptoKeys }
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="portico-embedded-frame"]')
    for (const [path, read] of [
      ['contentWindow.document', () => frame?.contentWindow?.document.documentElement.outerHTML],
      ['contentWindow.localStorage', () => frame?.contentWindow?.localStorage.length],
      ['contentWindow.indexedDB', () => frame?.contentWindow?.indexedDB.databases()],
      ['contentDocument', () => frame?.contentDocument?.documentElement.outerHTML ?? 'null'],
    ] as const) {
      try {
        const value = read()
        refused[path] = `read: ${String(value)}`
        texts.push(String(value))
      } catch (error) {
        refused[path] = (error as Error).name
      }
    }
    for (const key of Object.getOwnPropertyNames(window)) {
      try {
        collect((window as unknown as Record<string, unknown>)[key], 6)
      } catch {}
    }
    return { texts, refused, cryptoKeys }
  }, dapp)
}

/** Posts `requests` from the dapp page to the frame and resolves with the frame's answers to them. */
function askTheFrame(page: Page, requests: Record<string, unknown>[]): Promise<unknown[]> {
  const secure = new URL(readE2eSecureSiteUrl()).origin
  return page.evaluate(
    ({ requests, secure }) => {
      const frame = document.querySelector<HTMLIFrameElement>('[data-testid="portico-embedded-frame"]')
        ?.contentWindow as Window
      const ids = new Set(requests.map((request) => request.id))
      const answers: unknown[] = []
      return new Promise<unknown[]>((done) => {
        window.addEventListener('message', (event) => {
          const data = event.data as { id?: string } | null
          if (event.source !== frame || !data?.id || !ids.has(data.id)) return
          answers.push(data)
          ids.delete(data.id)
          if (ids.size === 0) done(answers)
        })
        for (const request of requests) frame.postMessage(request, secure)
      })
    },
    { requests, secure },
  )
}

/** Asks the frame for keys the way a hostile page would; returns every answer the frame gave. */
async function askTheFrameForKeys(page: Page, frame: Frame): Promise<unknown[]> {
  const answers = await askTheFrame(page, [
    ...[
      'EXPORT_PRIVATE_KEY',
      'GET_PRIVATE_KEY',
      'GET_SEED',
      'GET_SHARE',
      'GET_DEVICE_SHARE',
      'EXPORT_WALLET',
    ].map((type, at) => ({ type: `@portico-app/${type}`, id: `k${at}` })),
    { type: '@portico-app/GET_USER', id: 'u1' },
    { type: '@portico-app/IS_CONNECTED', id: 'u2' },
    ...['eth_accounts', 'solana_requestAccounts', 'eth_chainId'].map((method, at) => ({
      type: '@portico-app/RPC_REQUEST',
      id: `m${at}`,
      payload: { method, params: [] },
    })),
  ])
  // Methods that would export a key: each is refused, or waits on the frame's approval screen (which the page
  // cannot answer) and the page aborts it, as a closed modal does.
  for (const [at, method] of [
    'eth_private_key',
    'wallet_exportPrivateKey',
    'solana_exportSecretKey',
  ].entries()) {
    let answered = false
    const asked = askTheFrame(page, [
      { type: '@portico-app/RPC_REQUEST', id: `x${at}`, payload: { method, params: [] } },
    ]).finally(() => {
      answered = true
    })
    await expect
      .poll(async () => answered || (await frame.getByTestId('approval-content').count()) === 1)
      .toBe(true)
    if (!answered) await askTheFrame(page, [{ type: '@portico-app/RPC_ABORT', id: `abort${at}` }])
    answers.push(...(await asked))
  }
  return answers
}

test('the dapp page can read no key material by any path; the exported recovery share rebuilds the wallet with the auth share; the device keeps its share sealed', async ({
  lab,
  modal,
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const evmAddress = await loginByEmail(
    lab,
    modal,
    page,
    `keys-${testInfo.workerIndex}-${Date.now()}@example.com`,
  )
  const { solana: solanaAddress } = await embeddedAddresses(page)
  // The test's own, legitimate way to the auth share: the session (read by Playwright inside the frame) and the
  // cloud's share route, as the frame calls it.
  const frame = secureFrameOf(page)
  const token = await frame.evaluate(() => localStorage.getItem('@portico-secure/portico-lab/session') ?? '')
  expect(token).not.toBe('')
  const response = await fetch(`${readE2eCloudUrl()}/auth/v1/share?projectId=portico-lab`, {
    headers: { authorization: `Bearer ${token}`, origin: new URL(readE2eSecureSiteUrl()).origin },
  })
  expect(response.status).toBe(200)
  const { share: authShare } = (await response.json()) as { share: string }
  // The visitor exports the recovery share: the widget asks, the frame shows it in its own screen over the page.
  await page.evaluate(() => {
    const lab = window as unknown as {
      __porticoLab: {
        portico: { getFeature(feature: { id: string }): { exportRecoveryShare(): Promise<boolean> } }
      }
      __exported?: Promise<boolean>
    }
    lab.__exported = lab.__porticoLab.portico.getFeature({ id: 'embeddedWallet' }).exportRecoveryShare()
  })
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'shown')
  const recoveryShare = (await frame.getByTestId('recovery-share').textContent()) ?? ''
  await frame.getByRole('button', { name: 'I saved it' }).click()
  expect(await page.evaluate(() => (window as unknown as { __exported: Promise<boolean> }).__exported)).toBe(
    true,
  )
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')
  const wallet: KnownWallet = {
    evmAddress,
    solanaAddress,
    authShare,
    secrets: [token, authShare, recoveryShare],
  }
  // The exported share is a share of this wallet: with the auth share it rebuilds the seed of this address (and so
  // the checker finds key material when it is there).
  expect(await findKeyMaterial([`{"x":"${recoveryShare}"}`], { ...wallet, secrets: [] })).toEqual([
    `share ${recoveryShare.slice(0, 8)}…`,
  ])

  const fromThePage = await readEverythingFrom(page, { dapp: true })
  // The frame's document and storage are another origin's: every path throws.
  expect(fromThePage.refused).toEqual({
    'contentWindow.document': 'SecurityError',
    'contentWindow.localStorage': 'SecurityError',
    'contentWindow.indexedDB': 'SecurityError',
    contentDocument: 'read: null',
  })
  const answers = await askTheFrameForKeys(page, frame)
  expect(answers.length).toBe(14)
  const texts = [...fromThePage.texts, ...answers.map((answer) => JSON.stringify(answer))]
  // The page did read what is meant for it: the addresses.
  expect(texts.some((text) => text.includes(evmAddress))).toBe(true)
  expect(await findKeyMaterial(texts, wallet)).toEqual([])
  testInfo.annotations.push({ type: 'dapp texts scanned', description: String(texts.length) })

  // Custody: a copy of the frame origin's own storage (what a script or a copy of the stored values gets on the
  // device) holds the session but no share: the device share is sealed under a non-extractable AES-GCM key.
  const deviceCopy = await readEverythingFrom(frame, { dapp: false })
  expect(deviceCopy.cryptoKeys).toEqual([{ extractable: false, algorithm: 'AES-GCM' }])
  expect(deviceCopy.texts.some((text) => text.includes(token))).toBe(true)
  expect(deviceCopy.texts.some((text) => text.includes(recoveryShare))).toBe(false)
  expect(await findKeyMaterial(deviceCopy.texts, { ...wallet, secrets: [] })).toEqual([])
})
