import { createTestSchema } from '../testing/createTestSchema.js'
import { defineLimitsSuite } from '../testing/defineLimitsSuite.js'

const databaseUrl = process.env.TEST_DATABASE_URL

/** The limits suite on a real PostgreSQL, in a throw-away schema; skipped unless TEST_DATABASE_URL is set. */
defineLimitsSuite(
  'PostgreSQL',
  async () => {
    const schema = await createTestSchema(databaseUrl ?? '')
    return { databaseUrl: schema.url, cleanup: () => schema.drop() }
  },
  !databaseUrl,
)
