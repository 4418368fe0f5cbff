import type { ApiPromise } from '@polkadot/api'
import type { AdapterBalance, Network } from '@portico/core'
import { systemAccount } from './systemAccount.js'

/** The free balance of an address (`System.Account`), in planck, with the network's currency. */
export async function getPolkadotBalance(
  api: ApiPromise,
  network: Network,
  address: string,
): Promise<AdapterBalance> {
  const account = await systemAccount(api)(address)
  return {
    value: account.data.free.toBigInt(),
    decimals: network.nativeCurrency.decimals,
    symbol: network.nativeCurrency.symbol,
  }
}
