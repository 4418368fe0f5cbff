import { z } from 'zod'
import { isSafeText } from './isSafeText.js'

export const UNSAFE_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired surrogate'

/** A string of at most `max` characters that storage accepts (see isSafeText). */
export const safeText = (max: number) => z.string().max(max).refine(isSafeText, UNSAFE_TEXT_MESSAGE)
