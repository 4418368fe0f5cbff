import type { EvmDevnetInfo } from '../evm/EvmDevnetInfo.js'

/** The endpoints and accounts each namespace exposes once started. */
export type DevnetInfoByNamespace = {
  eip155: EvmDevnetInfo
}
