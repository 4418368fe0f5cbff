import { expectTypeOf } from 'vitest'
import type { FeatureSwitch, PorticoFeature } from './feature.js'
import type { Network } from './network.js'
import type { Portico } from './portico.js'
import type { ViewData, ViewName } from './view.js'

declare const portico: Portico
declare const network: Network

// Core's views open with the data they declare.
void portico.open({ view: 'Account' })
void portico.open({ view: 'SwitchNetwork', data: { network } })
portico.push('ConnectingExternal', { connectorId: 'io.metamask' })
expectTypeOf<ViewData<'SwitchNetwork'>['network']>().toEqualTypeOf<Network | undefined>()

// @ts-expect-error a misspelt view is a type error
void portico.open({ view: 'Acount' })
// @ts-expect-error a view's data has the types it declared
void portico.open({ view: 'SwitchNetwork', data: { network: 'mainnet' } })
// @ts-expect-error a view no installed package declares is a type error ('Swap' comes with the swaps package)
portico.push('NoSuchFeatureView')

// A feature's switch is one of the app's boolean feature switches, whichever package names it.
expectTypeOf<'send'>().toExtend<FeatureSwitch>()
expectTypeOf<'connectMethodsOrder'>().not.toExtend<FeatureSwitch>()

// A feature's views, titles and Account entry name views of the contract only.
const feature: PorticoFeature = {
  id: 'example',
  titles: { Account: 'account.title' },
  accountEntry: { order: 'example', label: 'account.title', view: 'Account' },
}
expectTypeOf(feature.views).toEqualTypeOf<
  Partial<Record<ViewName, () => Promise<{ default: unknown }>>> | undefined
>()
const misspelt: PorticoFeature = {
  id: 'x',
  // @ts-expect-error an Account entry cannot open a view nobody declared
  accountEntry: { order: 'x', label: 'account.title', view: 'Acount' },
}
void misspelt
