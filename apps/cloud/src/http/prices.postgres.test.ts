import { createTestSchema } from '../testing/createTestSchema.js'
import { definePricesSuite } from '../testing/definePricesSuite.js'

const databaseUrl = process.env.TEST_DATABASE_URL

/** The prices suite on a real PostgreSQL, in a throw-away schema; skipped unless TEST_DATABASE_URL is set. */
definePricesSuite(
  'PostgreSQL',
  async () => {
    const schema = await createTestSchema(databaseUrl ?? '')
    return { databaseUrl: schema.url, cleanup: () => schema.drop() }
  },
  !databaseUrl,
)
