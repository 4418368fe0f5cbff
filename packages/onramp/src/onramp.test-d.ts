import type { Portico, PorticoEvent, PorticoFeature } from '@portico/core'
import { expectTypeOf } from 'vitest'
import type { OnrampApi } from './OnrampApi.js'
import { onramp } from './onramp.js'

declare const portico: Portico

// Installing @portico/onramp declares its views (OnRampProviders with its arguments) and its events.
void portico.open({ view: 'OnRampProviders', data: { fiatAmount: '100', fiatCurrency: 'EUR', asset: 'ETH' } })
portico.push('BuyInProgress')
// @ts-expect-error a misspelt view is a type error
void portico.open({ view: 'OnRampProvider' })
expectTypeOf(onramp()).toExtend<PorticoFeature>()
expectTypeOf(portico.getFeature(onramp)).toEqualTypeOf<OnrampApi | undefined>()
expectTypeOf<Extract<PorticoEvent, { type: 'BUY_SUCCESS' }>>().toHaveProperty('txHash')
