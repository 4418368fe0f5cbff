import { describe, expect, it } from 'vitest'
import { publishParams } from '../relayParamsSchemas.js'
import { parseParams } from './parseParams.js'
import { readPublishParams } from './readPublishParams.js'

const topic = 'ab'.repeat(32)
const errorOf = (read: () => unknown) => {
  try {
    read()
  } catch (error) {
    return error
  }
  throw new Error('read without an error')
}

describe('readPublishParams', () => {
  it('reads a well-formed publish as the schema does, leaving other fields out', () => {
    const params = { topic, message: 'hello', ttl: 300, tag: 1108, extra: 'ignored' }
    expect(readPublishParams(params)).toEqual(parseParams(publishParams, params))
    expect(readPublishParams({ topic, message: 'hi', ttl: 300 })).toEqual({ topic, message: 'hi', ttl: 300 })
  })

  it.each([
    ['no params', undefined],
    ['a short topic', { topic: 'ab', message: 'm', ttl: 300 }],
    ['an empty message', { topic, message: '', ttl: 300 }],
    ['a NUL in the message', { topic, message: 'a\u0000b', ttl: 300 }],
    ['a lone surrogate in the message', { topic, message: 'a\ud800b', ttl: 300 }],
    ['no ttl', { topic, message: 'm' }],
    ['a fractional ttl', { topic, message: 'm', ttl: 1.5 }],
    ['a tag past 2^31 - 1', { topic, message: 'm', ttl: 300, tag: 2 ** 31 }],
    ['a negative tag', { topic, message: 'm', ttl: 300, tag: -1 }],
  ])('refuses %s with the schema’s own error', (_, params) => {
    expect(errorOf(() => readPublishParams(params))).toEqual(
      errorOf(() => parseParams(publishParams, params)),
    )
  })
})
