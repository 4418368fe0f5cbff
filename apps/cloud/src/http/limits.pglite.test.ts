import { defineLimitsSuite } from '../testing/defineLimitsSuite.js'

defineLimitsSuite('PGlite', async () => ({ cleanup: async () => undefined }))
