import type { z } from 'zod/mini'
import en from 'zod/v4/locales/en.js'

const english = en().localeError

/**
 * Parse options that name a missing value 'Required', as docs/behaviour.md#validation does, and word every other issue in English
 * ('Invalid input: expected string, received number'): `zod/mini` carries no locale of its own.
 */
export const specIssues = {
  error: (issue: Parameters<typeof english>[0]) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : english(issue),
}

/** The issues of a refused message in one line: `path: message; …`. */
export function issueText(error: z.core.$ZodError, root: string): string {
  return error.issues.map((issue) => `${issue.path.join('.') || root}: ${issue.message}`).join('; ')
}
