import { afterAll, beforeAll, describe } from 'vitest'
import { type ApiSuiteStorage, createApiSuiteClient } from './apiSuite/createApiSuiteClient.js'
import { defineAdminApiSuite } from './apiSuite/defineAdminApiSuite.js'
import { defineAnalyticsApiSuite } from './apiSuite/defineAnalyticsApiSuite.js'
import { defineBlockchainApiSuite } from './apiSuite/defineBlockchainApiSuite.js'
import { defineHealthApiSuite } from './apiSuite/defineHealthApiSuite.js'
import { defineNameApiSuite } from './apiSuite/defineNameApiSuite.js'
import { definePersistenceApiSuite } from './apiSuite/definePersistenceApiSuite.js'
import { defineProjectApiSuite } from './apiSuite/defineProjectApiSuite.js'
import { defineRpcApiSuite } from './apiSuite/defineRpcApiSuite.js'
import { defineStoredInputApiSuite } from './apiSuite/defineStoredInputApiSuite.js'
import { defineWalletApiSuite } from './apiSuite/defineWalletApiSuite.js'

/**
 * The API suite: every endpoint and every error status against a cloud started in this process on a free port,
 * one file per route family under `apiSuite/`. Run on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
export function defineApiSuite(
  name: string,
  openStorage: () => Promise<ApiSuiteStorage>,
  skip = false,
): void {
  describe.skipIf(skip)(`cloud API on ${name}`, () => {
    const api = createApiSuiteClient(openStorage)
    beforeAll(() => api.open())
    afterAll(() => api.close())

    defineHealthApiSuite(api)
    defineProjectApiSuite(api)
    defineWalletApiSuite(api)
    defineAnalyticsApiSuite(api)
    defineAdminApiSuite(api)
    defineRpcApiSuite(api)
    defineBlockchainApiSuite(api)
    defineNameApiSuite(api)
    defineStoredInputApiSuite(api)
    // Last: it restarts the cloud and then breaks its storage.
    definePersistenceApiSuite(api)
  })
}
