import { z } from 'zod'

/** An allowed origin: `scheme://host[:port]`, where the host may start with one `*.` label wildcard. */
export const originPatternSchema = z
  .string()
  .max(255)
  .regex(
    /^[a-z][a-z0-9+.-]*:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i,
    'an origin looks like https://app.example.com, https://*.example.com or http://localhost:5173',
  )
  .transform((origin) => origin.toLowerCase())
