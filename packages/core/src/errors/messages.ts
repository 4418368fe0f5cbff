import { CORE_MESSAGES } from './catalogue.js'
import { FEATURE_MESSAGES } from './featureMessages.js'

/**
 * Every error text, keyed by its code: core's (CORE_MESSAGES) and the feature areas' (FEATURE_MESSAGES). What formats
 * any code (formatMessage) reads it; core's own errors read CORE_MESSAGES alone, so the page's first JS holds no more.
 */
export const MESSAGES = { ...CORE_MESSAGES, ...FEATURE_MESSAGES } as const
