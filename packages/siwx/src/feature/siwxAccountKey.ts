import type { SiwxAccount } from './PorticoSiwx.js'

/** An account on one network, as the state's `signedIn` and the declined set name it (`chainId:address`). */
export function siwxAccountKey(account: SiwxAccount): string {
  return `${account.chainId}:${account.address}`
}
