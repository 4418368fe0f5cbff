import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports the public API by name', () => {
  expect(Object.keys(exports).sort()).toEqual(['pay', 'usePay'])
})
