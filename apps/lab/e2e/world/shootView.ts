import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ModalPage } from '@portico/testing/playwright'
import { screenshotsDir } from './e2ePaths.js'

/** Saves the modal card as artifacts/screenshots/<name>.png, for a reviewer (not compared). */
export async function shootView(modal: ModalPage, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true })
  await modal.card.screenshot({ path: join(screenshotsDir, `${name}.png`), animations: 'disabled' })
}
