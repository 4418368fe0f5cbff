import { DEFAULT_ALLOWED_ANCESTORS } from '../../constants/defaultAllowedAncestors.js'
import { isOriginAllowed } from '../../validation/isOriginAllowed.js'

/**
 * Whether the page's origin is one of the project's allowed origins or the default allowed ancestors.
 * Loaded with `import()` once the cloud has answered: the page's first JS has no use for the patterns.
 */
export function isPageOriginAllowed(origin: string, projectOrigins: readonly string[]): boolean {
  return isOriginAllowed(origin, [...DEFAULT_ALLOWED_ANCESTORS, ...projectOrigins])
}
