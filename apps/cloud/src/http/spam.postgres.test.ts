import { createTestSchema } from '../testing/createTestSchema.js'
import { defineSpamSuite } from '../testing/defineSpamSuite.js'

const databaseUrl = process.env.TEST_DATABASE_URL

/** The spam contracts suite on a real PostgreSQL, in a throw-away schema; skipped unless TEST_DATABASE_URL is set. */
defineSpamSuite(
  'PostgreSQL',
  async () => {
    const schema = await createTestSchema(databaseUrl ?? '')
    return { databaseUrl: schema.url, cleanup: () => schema.drop() }
  },
  !databaseUrl,
)
