import { describe, expect, it } from 'vitest'
import { appMessagePayloads } from './appMessageSchemas.js'
import { parseAppMessage } from './parseAppMessage.js'
import { MAX_MESSAGE_CHARS } from './protocolLimits.js'
import { validAppMessages } from './validAppMessages.js'

const message = (type: string, payload: unknown, id = 'r1') =>
  payload === undefined ? { type: `@portico-app/${type}`, id } : { type: `@portico-app/${type}`, id, payload }

describe('parseAppMessage', () => {
  it('accepts one valid message of every docs/behaviour.md#calls type', () => {
    const types = Object.keys(appMessagePayloads)
    // docs/behaviour.md#calls: 23 and Portico’s EXPORT_RECOVERY_SHARE, RESTORE_WALLET, GET_SOCIAL_RESULT, GET_LOG, GET_GRANTS and REVOKE_GRANT.
    expect(types).toHaveLength(29)
    for (const [type, payload] of Object.entries(validAppMessages)) {
      const parsed = parseAppMessage(message(type, payload))
      expect(parsed, type).toMatchObject({ ok: true, message: { type, id: 'r1' } })
    }
  })

  it.each([
    ['an invalid e-mail', message('CONNECT_EMAIL', { email: 'nope' }), 'email: Invalid e-mail'],
    [
      'a number where a string belongs',
      message('CONNECT_OTP', { otp: 123456 }),
      'otp: Invalid input: expected string, received number',
    ],
    ['a missing field', message('CONNECT_EMAIL', {}), 'email: Required'],
    [
      'an unknown key',
      message('CONNECT_EMAIL', { email: 'a@b.co', admin: true }),
      'Unrecognized key: "admin"',
    ],
    ['a payload where none belongs', message('SIGN_OUT', { now: true }), 'expected undefined'],
    ['an unknown type', message('EXPORT_PRIVATE_KEY', undefined), 'Unknown message type EXPORT_PRIVATE_KEY'],
    ['a prototype key as type', message('__proto__', undefined), 'Unknown message type __proto__'],
    ["another product's prefix", { type: '@w3m-app/SIGN_OUT', id: 'r1' }, 'type'],
    ['a bad id', message('SIGN_OUT', undefined, '../../x'), 'id: a request id'],
    [
      'a chain of another namespace',
      message('SWITCH_NETWORK', { chainId: 'bip122:000000000019d6689c085ae165831e93' }),
      'chainId',
    ],
    [
      'a javascript: RPC URL',
      message('SWITCH_NETWORK', { chainId: 'eip155:1', rpcUrl: 'javascript:alert(1)' }),
      'rpcUrl',
    ],
    [
      'a native currency with fractional decimals',
      message('SYNC_DAPP_DATA', {
        projectId: 'p',
        networks: [{ chainId: 'eip155:1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1.5 } }],
      }),
      'networks.0.nativeCurrency.decimals',
    ],
    [
      'a native currency without a symbol',
      message('SYNC_DAPP_DATA', {
        projectId: 'p',
        networks: [{ chainId: 'eip155:1', nativeCurrency: { name: 'Ether', symbol: '', decimals: 18 } }],
      }),
      'networks.0.nativeCurrency.symbol',
    ],
    [
      'a locale the widget does not ship',
      message('SYNC_DAPP_DATA', { projectId: 'p', locale: 'xx' }),
      'locale',
    ],
    ['a string', 'SIGN_OUT', 'expected object'],
    ['null', null, 'expected object'],
    [
      'a cycle',
      (() => {
        const a: Record<string, unknown> = { type: '@portico-app/SIGN_OUT', id: 'r1' }
        a.self = a
        return a
      })(),
      'Expected a JSON message',
    ],
    ['a BigInt', { ...message('CONNECT_OTP', { otp: 1n }) }, 'Expected a JSON message'],
    [
      'a message over the size limit',
      message('RPC_REQUEST', {
        ...(validAppMessages.RPC_REQUEST as object),
        params: ['x'.repeat(MAX_MESSAGE_CHARS)],
      }),
      'Message larger than',
    ],
    [
      'a deeply nested message',
      message('RPC_REQUEST', {
        ...(validAppMessages.RPC_REQUEST as object),
        params: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`),
      }),
      'Message nested deeper than',
    ],
  ])('refuses %s with a clear reason', (_, data, reason) => {
    const parsed = parseAppMessage(data)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.reason).toContain(reason)
  })
})
