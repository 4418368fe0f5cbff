import { expect, test } from 'vitest'
import { heapByConstructor } from './heapByConstructor.js'

test('sums self sizes by type and by type and constructor, strings by type alone', () => {
  const summary = heapByConstructor({
    snapshot: {
      meta: { node_fields: ['type', 'name', 'id', 'self_size'], node_types: [['object', 'string', 'code']] },
    },
    strings: [
      'Foo',
      'some text',
      'system / Context / scope @12',
      'system / Context / scope @99',
      'other text',
    ],
    // type, name, id, self_size
    nodes: [0, 0, 1, 40, 0, 0, 2, 24, 1, 1, 3, 100, 1, 4, 4, 60, 0, 2, 5, 16, 0, 3, 6, 16, 2, 0, 7, 8],
  })
  expect(summary.total).toBe(264)
  expect(Object.fromEntries(summary.byType)).toEqual({ object: 96, string: 160, code: 8 })
  expect(Object.fromEntries(summary.byConstructor)).toEqual({
    'object:Foo': { size: 64, count: 2 },
    'string:': { size: 160, count: 2 },
    'object:system / Context / scope': { size: 32, count: 2 },
    'code:Foo': { size: 8, count: 1 },
  })
})
