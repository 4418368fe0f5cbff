import type { PorticoStorage } from '../storage/createStorage.js'
import type { PorticoEvent } from './event.js'
import type { ChainNamespace } from './namespace.js'
import type { Portico } from './portico.js'
import type { PorticoState } from './state.js'

/** Why a namespace's account is (again) settled: a connect, a start-up reconnect, a new account or network. */
export type AccountSettledReason = 'connect' | 'restore' | 'account' | 'network'

/** What a feature works with: the instance's state, options, storage and public API. */
export interface FeatureContext<State extends object = object> {
  readonly state: PorticoState
  readonly options: import('../options/ResolvedOptions.js').ResolvedOptions
  readonly storage: PorticoStorage
  readonly portico: Portico
  /** The feature's own slice of the instance state (`state.plugins[id]`), reactive like the rest. */
  readonly featureState: State
  emit(event: PorticoEvent): void
}

/** What a created feature hooks into the instance's life; every hook is optional. */
export interface FeatureInstance<Api> {
  /** The feature's public API, reached through `portico.getFeature(feature)`. */
  readonly api: Api
  /** A namespace's account is connected and settled (after the modal closed on a connect). */
  onAccountSettled?(namespace: ChainNamespace, reason: AccountSettledReason): void
  /** A namespace was disconnected (by the visitor or the wallet); its state is already reset. */
  onDisconnected?(namespace: ChainNamespace): void
  /** The modal closed (after any close the features did not block). */
  onModalClosed?(): void
  /** True while the modal must stay open (e.g. a required sign-in without a session). */
  blocksClose?(): boolean
  destroy?(): void
}

/**
 * A capability that plugs into every instance through this contract rather than through code in
 * createPorticoInstance: the instance creates each listed feature once, hands it a FeatureContext,
 * and calls its hooks. `create` returns undefined when the options do not enable the feature.
 * @example
 * const siwx = portico.getFeature(siwxFeature) // undefined without the `siwx` option
 */
export interface PorticoFeature<Api = unknown, State extends object = object> {
  /** Unique id; the key of the feature's state in `state.plugins`. */
  readonly id: string
  initialState?(): State
  create(context: FeatureContext<State>): FeatureInstance<Api> | undefined
}
