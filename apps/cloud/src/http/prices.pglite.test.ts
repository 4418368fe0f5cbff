import { definePricesSuite } from '../testing/definePricesSuite.js'

definePricesSuite('PGlite', async () => ({ cleanup: async () => undefined }))
