import type { PorticoState } from '@portico/core'
import type { Snapshot } from 'valtio/vanilla'

/** A read-only snapshot of the instance state, as the UI renders it. */
export type PorticoSnapshot = Snapshot<PorticoState>
