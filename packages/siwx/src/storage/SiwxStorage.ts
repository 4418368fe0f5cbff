import type { CaipNetworkId, SiwxHost, SiwxSession } from '@portico/core'

/** Where sessions are kept. */
export interface SiwxStorage {
  bind?(host: SiwxHost): void
  add(session: SiwxSession): Promise<void>
  set(sessions: SiwxSession[]): Promise<void>
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}
