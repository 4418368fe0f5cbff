import { expect, test } from 'vitest'
import { traceArgs } from './traceArgs.js'

test('reads the app, top and runs, and the window after the button wherever it stands', () => {
  expect(traceArgs([])).toEqual({
    appId: 'portico',
    top: 25,
    runs: 1,
    afterMs: 0,
    minified: false,
    heap: false,
  })
  expect(traceArgs(['portico', '30', '7', '--after', '2000', '--minified', '--heap'])).toEqual({
    appId: 'portico',
    top: 30,
    runs: 7,
    afterMs: 2000,
    minified: true,
    heap: true,
  })
  expect(traceArgs(['--after', '500', 'baseline'])).toEqual({
    appId: 'baseline',
    top: 25,
    runs: 1,
    afterMs: 500,
    minified: false,
    heap: false,
  })
})

test('a bad window or count is an error naming it', () => {
  expect(() => traceArgs(['--after'])).toThrow('bad --after window (ms, 1 to 30000): undefined')
  expect(() => traceArgs(['--after', '2s'])).toThrow('bad --after window (ms, 1 to 30000): 2s')
  expect(() => traceArgs(['portico', '10', '0'])).toThrow('bad run count: 0')
  expect(() => traceArgs(['portico', 'ten'])).toThrow('bad top count: ten')
})
