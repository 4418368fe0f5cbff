import type { Portico, PorticoEvent, PorticoFeature } from '@portico/core'
import { expectTypeOf } from 'vitest'
import type { SwapsApi } from './SwapsApi.js'
import { swaps } from './swaps.js'

declare const portico: Portico

// Installing @portico/swaps declares its views (Swap with its arguments) and its events.
void portico.open({ view: 'Swap', data: { fromToken: 'ETH', toToken: 'USDC', amount: '0.1' } })
portico.push('SwapSelectToken', { side: 'to' })
// @ts-expect-error a misspelt view is a type error
void portico.open({ view: 'Swpa' })
expectTypeOf(swaps()).toExtend<PorticoFeature>()
expectTypeOf(portico.getFeature(swaps)).toEqualTypeOf<SwapsApi | undefined>()
expectTypeOf<Extract<PorticoEvent, { type: 'SWAP_SUCCESS' }>>().toHaveProperty('hash')
