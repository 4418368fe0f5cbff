import { z } from 'zod'

/** Public project ids: 3 to 64 letters, digits, `-` or `_`. */
export const projectIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/, 'invalid project id')
