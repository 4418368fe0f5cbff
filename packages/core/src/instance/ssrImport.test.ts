import { expect, it } from 'vitest'

it('imports the package entry without a window (server rendering)', async () => {
  expect(typeof window).toBe('undefined')
  const core = await import('../exports/index.js')
  expect(typeof core.createPortico).toBe('function')
})
