/** One counter a request is counted in: `cost` units (1 by default) against `limit` per window. */
export type RateCounter = { key: string; limit: number; windowMs: number; cost?: number }
