import type { CloudNameRecord } from '@portico/core'

/** SLIP-44 coin type of ether, the coin type EVM names register with. */
export const EVM_COIN_TYPE = 60

/** The EVM address a name record points to (coin type 60, else its first address). */
export function evmAddressOf(record: CloudNameRecord): string | undefined {
  const addresses = record.addresses
  return (addresses[String(EVM_COIN_TYPE)] ?? Object.values(addresses)[0])?.address
}
