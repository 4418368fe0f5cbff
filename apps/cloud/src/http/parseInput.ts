import type { z } from 'zod'
import { PUBLIC_JSON_SHAPE } from '../constants/inputLimits.js'
import { InvalidRequestError } from '../errors/errors.js'
import { checkJsonShape } from './input/checkJsonShape.js'
import type { JsonShapeLimits } from './input/JsonShapeLimits.js'

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

/**
 * Reads a JSON body; malformed JSON is a 400, and so is a body nested or sized beyond `shape` or holding a string
 * storage cannot take (NUL, unpaired surrogate).
 */
export async function readJsonBody(
  request: { json(): Promise<unknown> },
  shape: JsonShapeLimits = PUBLIC_JSON_SHAPE,
): Promise<unknown> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw new InvalidRequestError('malformed JSON body')
  }
  const issue = checkJsonShape(body, shape)
  if (issue) throw new InvalidRequestError([issue])
  return body
}
