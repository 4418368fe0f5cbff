import { createTestSchema } from '../testing/createTestSchema.js'
import { defineHostileInputSuite } from '../testing/defineHostileInputSuite.js'

const databaseUrl = process.env.TEST_DATABASE_URL

/** The hostile-input suite on a real PostgreSQL, in a throw-away schema; skipped unless TEST_DATABASE_URL is set. */
defineHostileInputSuite(
  'PostgreSQL',
  async () => {
    const schema = await createTestSchema(databaseUrl ?? '')
    return { databaseUrl: schema.url, cleanup: () => schema.drop() }
  },
  !databaseUrl,
)
