import { z } from 'zod'

/** A comma-separated list parameter (`include=a,b`) of at most `max` items. */
export const commaList = (item: z.ZodType<string, string>, max: number) =>
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
