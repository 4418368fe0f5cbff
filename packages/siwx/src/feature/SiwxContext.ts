import type {
  AccountSettledReason,
  ChainNamespace,
  FeatureContext,
  SiwxConfig,
  SiwxSession,
} from '@portico/core'
import type { SiwxAccount, SiwxState } from './PorticoSiwx.js'

/** What every step of the sign-in controller works over: the feature context, the configuration and the prompt's turn. */
export type SiwxContext = {
  feature: FeatureContext<SiwxState>
  config: SiwxConfig
  /** The feature's state slice (`feature.featureState`). */
  siwx: SiwxState
  /** The accounts (siwxAccountKey) whose prompt the visitor cancelled: not asked again by itself. */
  declined: Set<string>
  /** The namespaces waiting for their turn while another one's prompt or check is under way. */
  waiting: Set<ChainNamespace>
  /** Each namespace's account at its last check (signed out of on disconnect). */
  lastAccount: Map<ChainNamespace, SiwxAccount>
  /** Each namespace's last signed-in account (a cancel on another network of it switches back there). */
  lastSigned: Map<ChainNamespace, SiwxAccount>
  /** Counts checks; a check whose sessions arrive after a newer one (or a disconnect) counts for nothing. */
  generation: number
  /** The namespace whose sessions are being read. */
  checking: ChainNamespace | undefined
  /** The signature under way. */
  signing: Promise<SiwxSession> | undefined
  /** The check of `namespace` (checkAccount) bound to this context: how the next namespace in line takes its turn. */
  recheck(namespace: ChainNamespace, reason: AccountSettledReason): void
}
