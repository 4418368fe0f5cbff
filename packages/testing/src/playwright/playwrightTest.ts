import { createRequire } from 'node:module'
import type * as PlaywrightTest from '@playwright/test'
import { PlaywrightTestMissingError } from './PlaywrightTestMissingError.js'

/**
 * `@playwright/test`, an optional peer: loaded in this one place, so that importing `@portico/testing/playwright`
 * without it throws `PlaywrightTestMissingError` (what to install) instead of a module-resolution error naming one
 * of our files. `require` reaches the same instance as the test file's `import` (the package's ESM entry re-exports
 * its CommonJS one), which Playwright needs of `test`.
 */
function loadPlaywrightTest(): typeof PlaywrightTest {
  try {
    return createRequire(import.meta.url)('@playwright/test')
  } catch (cause) {
    const missing =
      (cause as { code?: unknown }).code === 'MODULE_NOT_FOUND' &&
      String(cause).includes("'@playwright/test'")
    if (missing) throw new PlaywrightTestMissingError({ cause })
    throw cause
  }
}

export const { test, expect } = loadPlaywrightTest()
