import { defineApiSuite } from '../testing/defineApiSuite.js'

defineApiSuite('PGlite', async () => ({ cleanup: async () => undefined }))
