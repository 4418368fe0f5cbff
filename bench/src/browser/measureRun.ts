import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import type { BenchAppId } from '../apps/benchApps.js'
import { clickText } from './clickText.js'
import type { RunPhase, RunResult } from './runResult.js'
import { waitForMark } from './waitForMark.js'

export type RunOptions = {
  app: BenchAppId
  url: string
  cpu: number
  round: number
  /** The test wallet and frame watcher, run before the page's own scripts. */
  inpage: string
  /** Where to save a screenshot when a run fails. */
  shotsDir: string
}

const BUTTON = '^connect( wallet)?$'
const WALLET = '^test wallet$'
const ADDRESS = '79c8'
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

type LoadMetrics = {
  dcl: number | null
  fcp: number | null
  longTasks: [number, number][]
  scripts: { path: string; start: number }[]
}

/** One run in a fresh browser context, every non-loopback request blocked and counted. */
export async function measureRun(browser: Browser, options: RunOptions): Promise<RunResult> {
  const result: RunResult = {
    app: options.app,
    cpu: options.cpu,
    round: options.round,
    buttonMs: null,
    dclMs: null,
    fcpMs: null,
    tbtMs: null,
    longestTaskMs: null,
    heapMiB: null,
    listVisibleMs: null,
    listSettledMs: null,
    addressMs: null,
    addressAfterWalletMs: null,
    fetchedJs: [],
    external: { load: [], open: [], listed: [], connect: [] },
    walletCalls: [],
  }
  let phase: RunPhase = 'load'
  const isExternal = (url: URL) => !LOOPBACK.has(url.hostname)
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
  await context.route(isExternal, (route) => {
    const url = new URL(route.request().url())
    result.external[phase].push(`${url.host}${url.pathname}`)
    return route.abort('blockedbyclient')
  })
  await context.routeWebSocket(isExternal, (socket) => {
    const url = new URL(socket.url())
    result.external[phase].push(`${url.protocol}//${url.host}${url.pathname}`)
    return socket.close({ code: 1011 })
  })
  await context.addInitScript({ content: options.inpage })
  const page = await context.newPage()
  let stage = 'load'
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    if (options.cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu })

    await page.goto(options.url, { waitUntil: 'commit' })
    const button = await waitForMark(page, 'button', 'visible', 30_000)
    result.buttonMs = button
    await page.waitForLoadState('load')
    await page.waitForFunction((until) => performance.now() >= until, button + 2000, { polling: 50 })
    const load = await page.evaluate(readLoadMetrics)
    result.dclMs = load.dcl
    result.fcpMs = load.fcp
    const early = load.longTasks.filter(([start]) => start < button + 2000)
    result.tbtMs = early.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
    result.longestTaskMs = early.reduce((longest, [, duration]) => Math.max(longest, duration), 0)
    result.fetchedJs = load.scripts
      .filter((script) => script.start <= button + 2000)
      .map((script) => script.path)
    await cdp.send('HeapProfiler.collectGarbage')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value
    result.heapMiB = heap === undefined ? null : heap / 2 ** 20
    await page.waitForTimeout(300)

    stage = 'open'
    await page.evaluate((source) => window.__bench.watch('list', source, true), WALLET)
    phase = 'open'
    const opened = await clickText(page, BUTTON)
    result.listVisibleMs = (await waitForMark(page, 'list', 'visible', 15_000)) - opened
    result.listSettledMs = (await waitForMark(page, 'list', 'settled', 15_000)) - opened
    phase = 'listed'
    await page.waitForTimeout(500)

    stage = 'connect'
    await page.evaluate((source) => window.__bench.watch('address', source, false), ADDRESS)
    phase = 'connect'
    const chosen = await clickText(page, WALLET)
    const address = await waitForMark(page, 'address', 'visible', 15_000)
    result.addressMs = address - chosen
    await page.waitForTimeout(500)
    const calls = await page.evaluate(() => [...window.__benchWalletCalls])
    result.walletCalls = calls.map(([method]) => method)
    const answered = calls.find(([method, at]) => method === 'eth_requestAccounts' && at >= chosen)
    result.addressAfterWalletMs = answered ? address - answered[1] : null
  } catch (error) {
    result.error = `${stage}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`
    await mkdir(options.shotsDir, { recursive: true })
    const shot = join(options.shotsDir, `${options.app}-${options.cpu}x-r${options.round}-${stage}.png`)
    await page.screenshot({ path: shot }).catch(() => undefined)
  } finally {
    await context.close()
  }
  return result
}

function readLoadMetrics(): LoadMetrics {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .map((entry) => ({ url: new URL(entry.name), start: entry.startTime }))
    .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith('.js'))
    .map(({ url, start }) => ({ path: url.pathname.replace(/^\//, ''), start }))
  return {
    dcl: navigation ? navigation.domContentLoadedEventEnd : null,
    fcp: fcp ? fcp.startTime : null,
    longTasks: window.__bench.longTasks,
    scripts,
  }
}
