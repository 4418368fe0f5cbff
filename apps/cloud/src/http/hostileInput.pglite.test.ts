import { defineHostileInputSuite } from '../testing/defineHostileInputSuite.js'

defineHostileInputSuite('PGlite', async () => ({ cleanup: async () => undefined }))
