import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@portico/testing'
import jsQR from 'jsqr'
import type { Browser, Page } from 'playwright-core'
import type { BenchAppId } from '../apps/benchApps.js'
import { clickText } from './clickText.js'
import type { WalletConnectResult } from './runResult.js'
import { waitForMark } from './waitForMark.js'
import type { WalletConnectApp } from './walletConnectApps.js'

export type WalletConnectRunOptions = {
  app: BenchAppId
  url: string
  relayUrl: string
  cpu: number
  round: number
  inpage: string
  shotsDir: string
}

const BUTTON = '^connect( wallet)?$'
const WALLETCONNECT = '^walletconnect$'
const LIST = '^test wallet$'
/** The test wallet's account: anvil's key #1, 0x7099…79C8, the address the injected wallet also shows. */
const WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const ADDRESS = '79c8'
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
const VERIFY_HOST = 'verify.walletconnect.org'

/** What a reachable Verify's attestation page does: post an attestation whose payload carries the request id. */
function verifyAttestationPage(url: URL): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const id = url.searchParams.get('id') ?? ''
  const attestation = `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ id, origin: url.searchParams.get('origin'), isScam: false, isVerified: true, exp: Math.floor(Date.now() / 1000) + 300 })}.c2lnbmF0dXJl`
  const message = JSON.stringify({ type: 'verify_attestation', attestation })
  return `<script>parent.postMessage(${JSON.stringify(message)}, '*')</script>`
}

/** In the page: the `uri` of the first element matching the selector, through open shadow roots (a string, not a
 * function, so the bundler's helpers never reach the page). */
const readUriAttribute = (selector: string) => `(() => {
  const roots = [document]
  for (let index = 0; index < roots.length; index++) {
    const found = roots[index].querySelector(${JSON.stringify(selector)})
    if (found) return found.getAttribute('uri') ?? found.uri
    for (const element of roots[index].querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot)
  }
  return undefined
})()`

/**
 * One fresh-context visit on the local relay: open the wallet list, click WalletConnect → QR visible; then (Portico)
 * the URI is decoded from the QR's pixels, a WalletConnect test wallet (the official WalletKit, in this process)
 * pairs with it and approves, and the time from the scan to the address shown is taken.
 */
export async function measureWalletConnect(
  browser: Browser,
  setup: WalletConnectApp,
  options: WalletConnectRunOptions,
): Promise<WalletConnectResult> {
  const result: WalletConnectResult = { qrMs: null, scanToAddressMs: null, external: [] }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
  await context.route(
    (url) => !LOOPBACK.has(url.hostname),
    (route) => {
      const url = new URL(route.request().url())
      result.external.push(`${url.host}${url.pathname}`)
      if (setup.verifyStandIn && url.host === VERIFY_HOST && url.pathname === '/v3/attestation')
        return route.fulfill({ contentType: 'text/html', body: verifyAttestationPage(url) })
      return route.abort('blockedbyclient')
    },
  )
  await context.routeWebSocket(
    (url) => !LOOPBACK.has(url.hostname),
    (socket) => {
      const url = new URL(socket.url())
      result.external.push(`${url.protocol}//${url.host}${url.pathname}`)
      return socket.close({ code: 1011 })
    },
  )
  await context.addInitScript({ content: options.inpage })
  const page = await context.newPage()
  let wallet: WalletConnectTestWallet | undefined
  let stage = 'load'
  try {
    const cdp = await context.newCDPSession(page)
    if (options.cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu })
    await page.goto(setup.url(options.url, options.relayUrl), { waitUntil: 'commit' })
    await waitForMark(page, 'button', 'visible', 30_000)
    await page.waitForLoadState('load')
    // As in the main runs: the page idles 2 s after its button shows before the first click.
    await page.waitForTimeout(2_000)

    stage = 'open'
    await page.evaluate((source) => window.__bench.watch('list', source, true), LIST)
    await clickText(page, BUTTON)
    await waitForMark(page, 'list', 'settled', 15_000)

    stage = 'qr'
    await page.evaluate((selector) => window.__bench.watchElement('qr', selector), setup.qr)
    const chosen = await clickText(page, WALLETCONNECT)
    result.qrMs = (await waitForMark(page, 'qr', 'visible', 30_000)) - chosen
    stage = 'scan'
    const uri =
      setup.scan === 'pixels'
        ? await decodeQr(page, setup.qr)
        : ((await page.evaluate(readUriAttribute(setup.qr))) as string | undefined)
    if (!uri?.startsWith('wc:')) throw new Error(`the QR code reads ${JSON.stringify(uri)}, not a wc: URI`)
    wallet = await createWalletConnectTestWallet({
      relayUrl: options.relayUrl,
      name: 'Bench Phone Wallet',
      eip155: {
        privateKey: WALLET_KEY,
        // The wallet only pairs and approves here: these RPC URLs are never called.
        chains: [1, 8453].map((id) => ({ chainId: `eip155:${id}` as const, rpcUrl: 'http://127.0.0.1:9' })),
      },
    })
    await page.evaluate((source) => window.__bench.watch('address', source, false), ADDRESS)
    const scanned = await page.evaluate(() => performance.now())
    await wallet.pair(uri)
    result.scanToAddressMs = (await waitForMark(page, 'address', 'visible', 30_000)) - scanned
  } catch (error) {
    result.error = `${stage}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`
    await mkdir(options.shotsDir, { recursive: true })
    const shot = join(
      options.shotsDir,
      `${options.app}-walletconnect-${options.cpu}x-r${options.round}-${stage}.png`,
    )
    await page.screenshot({ path: shot }).catch(() => undefined)
  } finally {
    await wallet?.close().catch(() => undefined)
    await context.close()
  }
  return result
}

/** The QR code's pixels (a screenshot of the element), read back through a canvas and given to jsQR. */
async function decodeQr(page: Page, selector: string): Promise<string | undefined> {
  const png = await page.locator(selector).first().screenshot()
  const image = await page.evaluate(async (bytes) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    return { width: bitmap.width, height: bitmap.height, data: Array.from(data) }
  }, Array.from(png))
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data
}
