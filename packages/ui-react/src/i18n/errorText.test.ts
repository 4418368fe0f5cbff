import type { Translate } from '@portico/core'
import { expect, it } from 'vitest'
import { errorText } from './errorText.js'

const t: Translate = (key) => `<${key}>`

it("shows what to do for a request that never reached its server, never the browser's raw text", () => {
  expect(errorText(new TypeError('Failed to fetch'), t)).toBe('<error.NETWORK_UNREACHABLE>')
  expect(errorText(new TypeError('NetworkError when attempting to fetch resource.'), t)).toBe(
    '<error.NETWORK_UNREACHABLE>',
  )
  expect(errorText(new TypeError('Load failed'), t)).toBe('<error.NETWORK_UNREACHABLE>')
  expect(errorText(new Error('The wallet is locked'), t)).toBe('The wallet is locked')
})
