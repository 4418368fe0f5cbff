import { z } from 'zod'

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/

/** Whether a text is a CAIP-2 chain id (`namespace:reference`, e.g. `eip155:1`). */
export const isCaip2ChainId = (value: string): boolean => CAIP2.test(value)

/** A CAIP-2 chain id. */
export const caip2ChainIdSchema = z.string().regex(CAIP2, 'a CAIP-2 chain id looks like eip155:1')
