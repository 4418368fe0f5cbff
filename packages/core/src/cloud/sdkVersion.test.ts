import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SDK_VERSION } from './sdkVersion.js'

describe('SDK_VERSION', () => {
  it('is the version in package.json (run scripts/writeVersion.mjs after a version bump)', () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
    expect(SDK_VERSION).toBe(version)
  })
})
