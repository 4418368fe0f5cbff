// A starter app, running: its production server on a free port of 127.0.0.1 (`vite preview` or `next start`), the
// server HTML of a Next.js app holding the Connect button, and the page in Chromium (every request beyond 127.0.0.1
// refused) showing the button and opening the modal with no uncaught error. Playwright comes from the workspace (the
// lab's), Chromium from the OS, as in the browser tests.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const SERVER_DEADLINE_MS = 120_000

/** Starts the app's server, checks the page, stops the server. Throws with what went wrong. */
export async function openStarterApp({ root, dir, template }) {
  const { chromium } = createRequire(join(root, 'apps/lab/package.json'))('@playwright/test')
  // The OS's Chromium, as every browser test here uses it (CHROMIUM_PATH names another).
  const { CHROMIUM_PATH = '/usr/bin/chromium' } = process.env
  const server = await startServer(dir, template)
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    if (template === 'next') {
      const html = await (await fetch(server.url)).text()
      if (!html.includes('data-testid="portico-connect-button"'))
        throw new Error(`${server.url}: the server HTML has no Connect button`)
    }
    const page = await browser.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    )
    await page.goto(server.url)
    const button = page.getByTestId('portico-connect-button')
    await button.waitFor({ state: 'visible', timeout: 60_000 })
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="portico-connect-button"]')?.getAttribute('data-state') ===
        'disconnected',
      undefined,
      { timeout: 60_000 },
    )
    await button.click()
    await page.locator('[data-testid="portico-modal"][data-state="open"]').waitFor({ timeout: 60_000 })
    if (errors.length > 0)
      throw new Error(`${server.url}: uncaught errors in the page:\n${errors.join('\n')}`)
  } finally {
    await browser.close()
    server.stop()
  }
}

/** `vite preview` or `next start` on port 0; resolves with its URL once it prints it. */
function startServer(dir, template) {
  const args =
    template === 'vite'
      ? ['vite', 'preview', '--host', '127.0.0.1', '--port', '0']
      : ['next', 'start', '--hostname', '127.0.0.1', '--port', '0']
  const child = spawn('npx', args, {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
  }
  return new Promise((resolve, reject) => {
    let output = ''
    const deadline = setTimeout(() => {
      stop()
      reject(new Error(`${args.join(' ')} printed no URL in ${SERVER_DEADLINE_MS / 1000} s:\n${output}`))
    }, SERVER_DEADLINE_MS)
    const read = (chunk) => {
      output += chunk
      // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes around the URL
      const url = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output.replace(/\x1b\[[0-9;]*m/g, ''))
      if (url && url[1] !== '0') {
        clearTimeout(deadline)
        resolve({ url: `http://127.0.0.1:${url[1]}/`, stop })
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => {
      clearTimeout(deadline)
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`))
    })
  })
}
