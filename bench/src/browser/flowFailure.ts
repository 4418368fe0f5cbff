import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { FlowStage } from './openConnectedAccount.js'

/**
 * A flow run's error: the stage it stopped in and the error's first line; the page is shot there as
 * `<shotsDir>/<name>-<stage>.png` for whoever reads the report.
 */
export async function flowFailure(
  page: Page,
  error: unknown,
  at: FlowStage,
  shot: { dir: string; name: string },
): Promise<string> {
  await mkdir(shot.dir, { recursive: true })
  await page.screenshot({ path: join(shot.dir, `${shot.name}-${at.stage}.png`) }).catch(() => undefined)
  return `${at.stage}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`
}
