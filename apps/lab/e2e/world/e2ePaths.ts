import { resolve } from 'node:path'

const labRoot = resolve(import.meta.dirname, '../..')

/** The port of the lab's vite server during the browser tests (not 5173, so `pnpm lab` may keep running). */
export const E2E_LAB_PORT = Number(process.env.LAB_E2E_PORT ?? 5183)

/**
 * The devnet file of the browser tests (ephemeral ports), apart from a developer's `pnpm devnet` and
 * per lab port, so two runs on different ports (LAB_E2E_PORT) never share one.
 */
export const e2eDevnetFile = resolve(labRoot, `../../.devnet/e2e-endpoints-${E2E_LAB_PORT}.json`)

/** Where the run leaves a screenshot of every view, light and dark, for a reviewer. */
export const screenshotsDir = resolve(labRoot, '../../artifacts/screenshots')
