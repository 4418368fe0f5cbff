import { resolve } from 'node:path'
import { E2E_LAB_PORT } from './e2ePaths.js'

/**
 * The cloud endpoint file of the browser tests (`{ url, pid }`), served to the page by the lab's vite
 * plugin; per lab port, like the devnet file, so two runs never share one.
 */
export const e2eCloudFile = resolve(import.meta.dirname, `../../../../.devnet/e2e-cloud-${E2E_LAB_PORT}.json`)
