import type { z } from 'zod'
import { InvalidRequestError } from '../errors/errors.js'

/** Validates input with a zod schema; failures become 400 invalid_request with the issues as details. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    throw new InvalidRequestError(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    )
  }
  return parsed.data
}

/** Reads a JSON body; malformed JSON is a 400. */
export async function readJsonBody(request: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new InvalidRequestError('malformed JSON body')
  }
}
