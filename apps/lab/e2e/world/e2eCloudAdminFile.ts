import { resolve } from 'node:path'
import { E2E_LAB_PORT } from './e2ePaths.js'

/**
 * The admin token of the browser tests' Portico Cloud (`{ adminToken }`), per lab port. Apart from the
 * endpoint file on purpose: that one is served to the page, this one only the tests read.
 */
export const e2eCloudAdminFile = resolve(
  import.meta.dirname,
  `../../../../.devnet/e2e-cloud-admin-${E2E_LAB_PORT}.json`,
)
