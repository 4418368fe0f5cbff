import type { ApprovalRegistry } from '../controllers/approvals/createApprovalRegistry.js'
import type { LocaleStore } from '../i18n/createLocaleStore.js'
import type { ResolvedOptions } from '../options/resolveOptions.js'
import type { PorticoStorage } from '../storage/createStorage.js'
import type { AdapterBalance, ChainAdapter } from '../types/adapter.js'
import type { PorticoEvent } from '../types/event.js'
import type { CaipAddress, ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import type { Portico } from '../types/portico.js'
import type { RemoteSession } from '../types/remoteSession.js'
import type { PorticoState } from '../types/state.js'
import type { FeatureHost } from './createFeatureHost.js'
import type { Timers } from './createTimers.js'
import type { PorticoEnvironment } from './PorticoEnvironment.js'

/**
 * What controllers work on: one instance's state, options, adapters and services. Controllers
 * reach other concerns only through `portico` (the public instance API), never each other.
 */
export interface PorticoContext {
  readonly state: PorticoState
  readonly options: ResolvedOptions
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  readonly storage: PorticoStorage
  readonly environment: PorticoEnvironment
  readonly timers: Timers
  /** Loaded catalogues and their translators. */
  readonly locales: LocaleStore
  readonly approvals: ApprovalRegistry
  readonly shownAlertCodes: Set<string>
  readonly toastIds: { next: number }
  /** When the last balance fetch failed, per CAIP address (retries wait BALANCE_RETRY_MIN_MS). */
  readonly balanceFailures: Map<string, number>
  /** The instance's lifetime, aborted by `destroy()`: what fails after it is not reported. */
  readonly signal?: AbortSignal
  readonly portico: Portico
  /** Remote wallets' sessions connected through `connectSession`, by connector id (with their deletion watcher). */
  readonly remoteSessions: Map<string, { session: RemoteSession; unsubscribe: () => void }>
  /** The features' hooks (sign-in, …): the instance tells them when accounts settle or go. */
  readonly features: FeatureHost
  emit(event: PorticoEvent): void
  /**
   * The native balance from Portico Cloud where it serves the network; undefined: ask the adapter.
   * `force` skips the portfolio cache (a forced refresh after a send must not read the old balance).
   */
  readCloudBalance?(parameters: {
    address: string
    caipAddress: CaipAddress
    network: Network
    force?: boolean
  }): Promise<AdapterBalance> | undefined
}
