import { createTestSchema } from '../testing/createTestSchema.js'
import { defineApiSuite } from '../testing/defineApiSuite.js'

const databaseUrl = process.env.TEST_DATABASE_URL

/** The same suite on a real PostgreSQL, in a throw-away schema; skipped unless TEST_DATABASE_URL is set. */
defineApiSuite(
  'PostgreSQL',
  async () => {
    const schema = await createTestSchema(databaseUrl ?? '')
    return { databaseUrl: schema.url, cleanup: () => schema.drop() }
  },
  !databaseUrl,
)
