import type { DevnetInfoByNamespace } from '../namespaces/DevnetInfoByNamespace.js'

/** The JSON file `pnpm devnet` writes (endpoints and accounts of every started namespace). */
export type DevnetFile = Partial<DevnetInfoByNamespace> & {
  /** PID of the process that runs the devnet. */
  pid: number
  startedAt: string
  /** The on-ramp provider sandboxes (when eip155 and solana run): the cloud's provider name → URL. */
  onramp?: { meld: string; coinbase: string } | undefined
  /** The exchange sandbox (when eip155 runs): the cloud's exchange name → URL. */
  exchange?: { binance: string } | undefined
}
