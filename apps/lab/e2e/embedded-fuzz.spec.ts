import type { Frame, Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { LAB_SIGN_MESSAGE } from '../src/panels/labTypedData.js'
import { bundlePageFuzz } from './world/bundlePageFuzz.js'
import { loginByEmail, secureFrameOf } from './world/embeddedLogin.js'
import { expect, test } from './world/labTest.js'
import type { PageFuzz, PostedBatch } from './world/pageFuzz.js'
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

type FuzzWindow = Window & {
  porticoFuzz: PageFuzz
  __fuzzSeen: number
  __rpcIds: string[]
  __frameAnswers: unknown[]
  __fromOthers: number
  __received: number
}

/** Batches per evaluate: a busy machine clones them in a few hundred milliseconds. */
const BATCH = 500

/** Posts `count` malformed widget → frame messages from `from` to the secure frame (window index `index` of the dapp). */
async function postToFrame(
  from: Page | Frame,
  {
    index,
    secure,
    seed,
    count,
    via,
  }: { index: number; secure: string; seed: number; count: number; via: 'self' | 'opener' | 'parent' },
): Promise<number> {
  let posted = 0
  for (let start = 0; start < count; start += BATCH) {
    const batch: PostedBatch = await from.evaluate(
      ({ index, secure, seed, count, via }) => {
        const self = window as unknown as FuzzWindow
        const dapp = via === 'self' ? window : via === 'opener' ? (window.opener as Window) : window.parent
        const target = dapp.frames[index] as Window
        return self.porticoFuzz.postMalformedAppMessages(target, secure, seed, count)
      },
      { index, secure, seed: seed + start, count: Math.min(BATCH, count - start), via },
    )
    expect(batch.uncloneable).toBe(0)
    posted += batch.posted
  }
  return posted
}

/** Posts `count` spoofed frame → widget events from `from` to the dapp page (its opener, parent or itself). */
async function postToWidget(
  from: Page | Frame,
  {
    dappOrigin,
    seed,
    count,
    pendingIds,
    via,
  }: {
    dappOrigin: string
    seed: number
    count: number
    pendingIds: string[]
    via: 'self' | 'opener' | 'parent'
  },
): Promise<number> {
  let posted = 0
  for (let start = 0; start < count; start += BATCH) {
    const batch: PostedBatch = await from.evaluate(
      ({ dappOrigin, seed, count, pendingIds, via }) => {
        const self = window as unknown as FuzzWindow
        const dapp = via === 'self' ? window : via === 'opener' ? (window.opener as Window) : window.parent
        return self.porticoFuzz.postSpoofedFrameEvents(dapp, dappOrigin, seed, count, pendingIds)
      },
      { dappOrigin, seed: seed + start, count: Math.min(BATCH, count - start), pendingIds, via },
    )
    expect(batch.uncloneable).toBe(0)
    posted += batch.posted
  }
  return posted
}

test('a browser fuzzer posts over 10,000 malformed, oversized, wrongly typed and spoofed messages to the real frame and the widget: none accepted, nothing crashes, and signing works after', async ({
  lab,
  modal,
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const crashes: string[] = []
  page.on('pageerror', (error) => crashes.push(error.message))
  page.on('crash', () => crashes.push('the page crashed'))
  const script = await bundlePageFuzz()
  const secure = new URL(readE2eSecureSiteUrl()).origin
  const address = await loginByEmail(
    lab,
    modal,
    page,
    `fuzz-${testInfo.workerIndex}-${Date.now()}@example.com`,
  )
  const dappOrigin = new URL(page.url()).origin
  const frame = secureFrameOf(page)
  // The test's own probe in the frame (Playwright's access, not the page's): how many messages arrived, and the ids
  // of the widget's real RPC requests (the spoofers answer those, as a page that guessed them would).
  await frame.evaluate(() => {
    const self = window as unknown as FuzzWindow
    self.__fuzzSeen = 0
    self.__rpcIds = []
    window.addEventListener('message', (event) => {
      self.__fuzzSeen++
      const data = event.data as { type?: unknown; id?: unknown } | null
      if (
        event.source === window.parent &&
        data?.type === '@portico-app/RPC_REQUEST' &&
        typeof data.id === 'string'
      )
        self.__rpcIds.push(data.id)
    })
  })
  // The dapp page records every answer of the frame, and counts what other windows post to it.
  await page.addScriptTag({ content: script })
  await page.evaluate(
    ({ foreignUrl, secure }) => {
      const self = window as unknown as FuzzWindow
      const iframe = document.querySelector<HTMLIFrameElement>('[data-testid="portico-embedded-frame"]')
      self.__frameAnswers = []
      self.__fromOthers = 0
      window.addEventListener('message', (event) => {
        if (event.source === iframe?.contentWindow) self.__frameAnswers.push(event.data)
        else self.__fromOthers++
      })
      // Attackers inside the dapp page: a same-origin iframe (another window of the right origin) and an iframe of
      // a foreign origin; and a pop-up on the secure origin itself (the frame page opened top-level).
      for (const [name, src] of [
        ['fuzz-same-origin', 'about:blank'],
        ['fuzz-foreign', `${foreignUrl}/`],
      ] as const) {
        const attacker = document.createElement('iframe')
        attacker.name = name
        attacker.src = src
        attacker.setAttribute('style', 'width:1px;height:1px;border:0')
        document.body.append(attacker)
      }
      window.open(`${foreignUrl}/`, 'fuzz-foreign-popup')
      window.open(`${secure}/?projectId=portico-lab&chainId=eip155%3A31337`, 'fuzz-secure-popup')
    },
    { foreignUrl: foreign.url, secure },
  )
  const popupOn = async (origin: string) => {
    await expect
      .poll(() =>
        page
          .context()
          .pages()
          .some((candidate) => candidate.url().startsWith(origin)),
      )
      .toBe(true)
    const popup = page
      .context()
      .pages()
      .find((candidate) => candidate.url().startsWith(origin)) as Page
    await popup.waitForLoadState()
    return popup
  }
  const foreignPopup = await popupOn(foreign.url)
  const securePopup = await popupOn(`${secure}/?`)
  // The frame page opened top-level refuses to start: it is only an attacker's window on the right origin here.
  await expect(securePopup.locator('body')).toHaveAttribute('data-state', 'refused')
  await expect.poll(() => page.frame({ name: 'fuzz-foreign' })?.url()).toBe(`${foreign.url}/`)
  const sameOriginFrame = page.frame({ name: 'fuzz-same-origin' }) as Frame
  const foreignFrame = page.frame({ name: 'fuzz-foreign' }) as Frame
  await foreignFrame.waitForLoadState()
  for (const attacker of [sameOriginFrame, foreignFrame, foreignPopup, securePopup]) {
    await attacker.addScriptTag({ content: script })
    await attacker.evaluate(() => {
      const self = window as unknown as FuzzWindow
      self.__received = 0
      window.addEventListener('message', () => self.__received++)
    })
  }
  const index = await page.evaluate(() => {
    const iframe = document.querySelector<HTMLIFrameElement>('[data-testid="portico-embedded-frame"]')
    return Array.from({ length: window.frames.length }, (_, at) => window.frames[at]).indexOf(
      iframe?.contentWindow ?? undefined,
    )
  })
  expect(index).toBeGreaterThanOrEqual(0)

  // 1. Malformed messages to the real frame: from its parent (right window and origin: each is refused by the
  // schema), and from four windows it must not even read.
  const seenBefore = await frame.evaluate(() => (window as unknown as FuzzWindow).__fuzzSeen)
  const toFrame = {
    dappPage: await postToFrame(page, { index, secure, seed: 1_000_000, count: 6000, via: 'self' }),
    sameOriginWindow: await postToFrame(sameOriginFrame, {
      index,
      secure,
      seed: 2_000_000,
      count: 1000,
      via: 'parent',
    }),
    foreignIframe: await postToFrame(foreignFrame, {
      index,
      secure,
      seed: 3_000_000,
      count: 1000,
      via: 'parent',
    }),
    foreignPopup: await postToFrame(foreignPopup, {
      index,
      secure,
      seed: 4_000_000,
      count: 1000,
      via: 'opener',
    }),
    securePopup: await postToFrame(securePopup, {
      index,
      secure,
      seed: 5_000_000,
      count: 1000,
      via: 'opener',
    }),
  }
  const frameTotal = Object.values(toFrame).reduce((sum, count) => sum + count, 0)
  // Every one arrived in the frame; then a marker the frame posts after them proves its answers are all in.
  await expect
    .poll(() => frame.evaluate(() => (window as unknown as FuzzWindow).__fuzzSeen), { timeout: 120_000 })
    .toBeGreaterThanOrEqual(seenBefore + frameTotal)
  await frame.evaluate(() => window.parent.postMessage({ fuzzMarker: 'frame-done' }, '*'))
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as FuzzWindow).__frameAnswers.some(
          (answer) => (answer as { fuzzMarker?: string } | null)?.fuzzMarker === 'frame-done',
        ),
      ),
    )
    .toBe(true)
  const frameVerdict = await page.evaluate(() => {
    const answers = (window as unknown as FuzzWindow).__frameAnswers.filter(
      (answer) => !(answer as { fuzzMarker?: string } | null)?.fuzzMarker,
    ) as { type?: string; payload?: { code?: string } }[]
    const refused = answers.filter((answer) => answer?.payload?.code === 'invalid_message')
    return {
      refusedWithReason: refused.length,
      accepted: answers.length - refused.length,
      acceptedSamples: answers.filter((answer) => answer?.payload?.code !== 'invalid_message').slice(0, 3),
    }
  })
  const attackerAnswers = await Promise.all(
    [sameOriginFrame, foreignFrame, foreignPopup, securePopup].map((attacker) =>
      attacker.evaluate(() => (window as unknown as FuzzWindow).__received),
    ),
  )
  expect(frameVerdict.acceptedSamples).toEqual([])
  expect(frameVerdict.accepted).toBe(0)
  // The frame answers only its parent, and only with the reason: nothing reached any other window.
  expect(attackerAnswers).toEqual([0, 0, 0, 0])
  expect(frameVerdict.refusedWithReason).toBeLessThanOrEqual(toFrame.dappPage)
  await expect(frame.locator('body')).toHaveAttribute('data-state', 'ready')
  await expect(frame.getByTestId('approval-content')).toHaveCount(0)

  // 2. Spoofed frame → widget events while the widget really waits for the frame (a signature the visitor has not
  // approved yet): well-formed answers with the request's real id, READY, users, and malformed ones.
  const signature = page.getByTestId('portico-signature')
  await page.getByTestId('portico-sign-message').click()
  await modal.expectView('ApproveTransaction')
  await expect(frame.getByTestId('approval-content')).toHaveText(LAB_SIGN_MESSAGE)
  const pendingIds = await frame.evaluate(() => (window as unknown as FuzzWindow).__rpcIds)
  expect(pendingIds.length).toBeGreaterThan(0)
  const othersBefore = await page.evaluate(() => (window as unknown as FuzzWindow).__fromOthers)
  const toWidget = {
    dappPageItself: await postToWidget(page, {
      dappOrigin,
      seed: 6_000_000,
      count: 1000,
      pendingIds,
      via: 'self',
    }),
    sameOriginWindow: await postToWidget(sameOriginFrame, {
      dappOrigin,
      seed: 7_000_000,
      count: 1000,
      pendingIds,
      via: 'parent',
    }),
    foreignIframe: await postToWidget(foreignFrame, {
      dappOrigin,
      seed: 8_000_000,
      count: 1000,
      pendingIds,
      via: 'parent',
    }),
    foreignPopup: await postToWidget(foreignPopup, {
      dappOrigin,
      seed: 9_000_000,
      count: 1000,
      pendingIds,
      via: 'opener',
    }),
    securePopup: await postToWidget(securePopup, {
      dappOrigin,
      seed: 10_000_000,
      count: 1000,
      pendingIds,
      via: 'opener',
    }),
  }
  const widgetTotal = Object.values(toWidget).reduce((sum, count) => sum + count, 0)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as FuzzWindow).__fromOthers), { timeout: 120_000 })
    .toBeGreaterThanOrEqual(othersBefore + widgetTotal)
  // A marker through the page's own queue: whatever the widget would have done with a spoof is done by now.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => done()
        channel.port2.postMessage('after')
      }),
  )
  const widgetAccepted = (await signature.getAttribute('data-state')) === 'pending' ? 0 : 1
  expect(await signature.getAttribute('data-state')).toBe('pending')
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'shown')

  // 3. Both still work: the visitor approves in the frame and the widget gets the real signature.
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(signature).toHaveAttribute('data-state', 'success')
  expect(
    await verifyMessage({
      address: address as Hex,
      message: LAB_SIGN_MESSAGE,
      signature: ((await signature.textContent()) ?? '') as Hex,
    }),
  ).toBe(true)
  expect(crashes).toEqual([])

  const counts = {
    toFrame,
    frameTotal,
    frameAccepted: frameVerdict.accepted,
    frameRefusedWithReason: frameVerdict.refusedWithReason,
    toWidget,
    widgetTotal,
    widgetAccepted,
    crashes: crashes.length,
  }
  testInfo.annotations.push({ type: 'browser fuzzer', description: JSON.stringify(counts) })
  console.log(`browser fuzzer: ${JSON.stringify(counts)}`)
})
