import type { Portico, PorticoFeature } from '@portico/core'
import { expectTypeOf } from 'vitest'
import { send } from './send.js'

declare const portico: Portico

// Installing @portico/send declares its views: they open like core's, and a misspelt one is a type error.
void portico.open({ view: 'Send' })
portico.push('SendPreview')
// @ts-expect-error a misspelt view is a type error
void portico.open({ view: 'Sned' })
expectTypeOf(send()).toExtend<PorticoFeature>()
expectTypeOf(send().views).toExtend<{ Send?: unknown; SendPreview?: unknown } | undefined>()
