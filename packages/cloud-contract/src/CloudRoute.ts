import type { z } from 'zod'

/** One route of Portico Cloud as its clients see it: how it is called and what a successful call answers. */
export interface CloudRoute {
  method: 'GET' | 'POST'
  /** The path, with `:name` for a path parameter (`/v1/identity/:address`). */
  path: string
  /** The query the cloud accepts, besides `projectId` (which the project check reads); absent: none is read. */
  query?: z.ZodType | undefined
  /** The status of a successful answer. */
  status: number
  /** The JSON body of a successful answer. Objects may carry more fields than the schema names. */
  answer: z.ZodType
  /** The JSON body a POST sends. */
  body?: z.ZodType | undefined
}
