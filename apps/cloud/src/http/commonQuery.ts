import { z } from 'zod'

/** `st` and `sv` (SDK type and version) travel with every widget request. */
export const sdkQuery = {
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
}

/** A comma-separated list parameter (`include=a,b`). */
export const commaList = (item: z.ZodString, max: number) =>
  z
    .string()
    .max(20_000)
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(item).max(max))
