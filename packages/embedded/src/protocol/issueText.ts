import type { z } from 'zod'

/** Parse options that name a missing value 'Required', as spec §5 does. */
export const specIssues = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined,
}

/** The issues of a refused message in one line: `path: message; …`. */
export function issueText(error: z.ZodError, root: string): string {
  return error.issues.map((issue) => `${issue.path.join('.') || root}: ${issue.message}`).join('; ')
}
