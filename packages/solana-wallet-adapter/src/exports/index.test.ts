import { expect, it } from 'vitest'
import * as exports from './index.js'
import * as react from './react.js'

it('exports the interop API by name', () => {
  expect(Object.keys(exports).sort()).toEqual([
    'PorticoWalletAdapter',
    'PorticoWalletName',
    'fromWalletAdapter',
    'getPorticoWalletAdapter',
  ])
  expect(Object.keys(react).sort()).toEqual(['PorticoSolanaBridge'])
})
