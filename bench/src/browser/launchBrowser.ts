import { type Browser, chromium } from 'playwright-core'

/** The system Chromium (never a downloaded one), headless, with background traffic switched off. */
export const chromiumPath = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}
