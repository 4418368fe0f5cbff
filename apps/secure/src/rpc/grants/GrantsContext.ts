import type { DelegationContracts } from './DelegationContracts.js'
import type { GrantRecords } from './GrantRecords.js'

/** What an eip155 request gets when the app turned smart sessions on (`features.smartSessions`): ERC-7715 grants. */
export type GrantsContext = {
  /** The request's network's Delegation Framework; undefined where it has none (no grant there). */
  contracts: DelegationContracts | undefined
  /** The grants of the account `owner`, kept in the frame's storage. */
  records(owner: string): GrantRecords
  /** The page that asks (shown in the review, kept with the grant). */
  origin: string
}
