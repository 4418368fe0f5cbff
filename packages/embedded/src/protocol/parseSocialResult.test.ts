import { expect, it } from 'vitest'
import { parseSocialResult } from './parseSocialResult.js'
import { SOCIAL_RESULT_TYPE } from './protocolTypes.js'

const uri = 'http://127.0.0.1:4410/social-callback.html?code=abc&state=def'

it('accepts exactly the pop-up result and refuses anything else with a reason', () => {
  expect(parseSocialResult({ type: SOCIAL_RESULT_TYPE, uri })).toEqual({ ok: true, message: { uri } })
  const refused = [
    undefined,
    'text',
    { type: SOCIAL_RESULT_TYPE },
    { type: '@portico-app/CONNECT_SOCIAL', uri },
    { type: SOCIAL_RESULT_TYPE, uri, extra: true },
    { type: SOCIAL_RESULT_TYPE, uri: 'javascript:alert(1)' },
    { type: SOCIAL_RESULT_TYPE, uri: `${uri}&${'x'.repeat(5_000)}` },
    { type: SOCIAL_RESULT_TYPE, uri: 42 },
  ].map(parseSocialResult)
  for (const result of refused) expect(result.ok).toBe(false)
  const cyclic: Record<string, unknown> = { type: SOCIAL_RESULT_TYPE, uri }
  cyclic.self = cyclic
  expect(parseSocialResult(cyclic).ok).toBe(false)
  expect(parseSocialResult({ type: SOCIAL_RESULT_TYPE, uri: 7 })).toMatchObject({
    reason: expect.stringContaining('uri'),
  })
})
