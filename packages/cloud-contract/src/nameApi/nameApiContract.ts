import { z } from 'zod'
import type { CloudRoute } from '../CloudRoute.js'
import { cloudNameRecordSchema } from './cloudNameRecordSchema.js'
import { registerNameBodySchema } from './registerNameBodySchema.js'

/** The name API: registration (signed by the account), a name's record (404 when it is free), an address's names, suggestions. */
export const nameApiContract = {
  registerName: {
    method: 'POST',
    path: '/v1/profile/account',
    status: 201,
    body: registerNameBodySchema,
    answer: cloudNameRecordSchema,
  },
  lookupName: {
    method: 'GET',
    path: '/v1/profile/account/:name',
    status: 200,
    answer: cloudNameRecordSchema,
  },
  reverseLookupName: {
    method: 'GET',
    path: '/v1/profile/reverse/:address',
    status: 200,
    /** Newest first. */
    answer: z.array(cloudNameRecordSchema),
  },
  getNameSuggestions: {
    method: 'GET',
    path: '/v1/profile/suggestions/:name',
    status: 200,
    answer: z.object({ suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })) }),
  },
} as const satisfies Record<string, CloudRoute>
