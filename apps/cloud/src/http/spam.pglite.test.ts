import { defineSpamSuite } from '../testing/defineSpamSuite.js'

defineSpamSuite('PGlite', async () => ({ cleanup: async () => undefined }))
