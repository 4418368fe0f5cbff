import { z } from 'zod'
import { isCaip2ChainId } from './caip2ChainIdSchema.js'

const NAMESPACE = /^[-a-z0-9]{3,8}$/

/** A chain filter: a CAIP-2 chain id (`eip155:1`) or a whole namespace (`eip155`). */
export const chainFilterSchema = z
  .string()
  .refine(
    (value) => NAMESPACE.test(value) || isCaip2ChainId(value),
    'a chain filter is a CAIP-2 chain id (eip155:1) or a namespace (eip155)',
  )
