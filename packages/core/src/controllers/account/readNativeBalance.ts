import { isNetworkSupported } from '../../caip/isNetworkSupported.js'
import { warnCloudFailure } from '../../cloud/warnCloudFailure.js'
import { BALANCE_RETRY_MIN_MS, NATIVE_BALANCE_CACHE_MS } from '../../constants/cacheLifetimes.js'
import { formatBalance } from '../../format/formatBalance.js'
import { formatUnits } from '../../format/formatUnits.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { nativeSymbol } from '../portfolio/withNetworkCurrency.js'

/** What the Account view shows on a network no configured source can read (docs/behaviour.md#validation). */
const ZERO_BALANCE = '0.00'

export type BalanceContext = Pick<
  PorticoContext,
  'state' | 'adapters' | 'storage' | 'environment' | 'balanceFailures' | 'readCloudBalance' | 'signal'
>

/**
 * Reads the native balance of a namespace's connected account (docs/behaviour.md#validation, docs/behaviour.md#limits), from the Portico
 * Cloud blockchain API when the instance has a cloud and the network is EVM and no testnet, else
 * from the adapter, which reads the network's RPC (testnets and local devnets included): shown with
 * 3 decimals and the network's own coin symbol; '0.00' only on a network the app did not configure, where no
 * source can answer; cached 30 s per address and network (unless forced); after a failure, not asked again for
 * at least 30 s. refreshBalance's own chunk.
 */
export async function readNativeBalance(
  context: BalanceContext,
  parameters: { namespace?: ChainNamespace; force?: boolean } = {},
): Promise<void> {
  const namespace = parameters.namespace ?? context.state.activeNamespace
  const chain = namespace === undefined ? undefined : context.state.chains[namespace]
  const adapter = namespace === undefined ? undefined : context.adapters.get(namespace)
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  if (!chain || !adapter || !account || !network) return
  const { address, caipAddress } = account
  if (account.status !== 'connected' || !address || !caipAddress) return

  if (!isNetworkSupported(chain.caipNetworks, network)) {
    account.balance = ZERO_BALANCE
    account.balanceSymbol = network.nativeCurrency.symbol || undefined
    return
  }
  const now = context.environment.now()
  const cached = context.storage.get('nativeBalanceCache')?.[caipAddress]
  const valid = typeof cached?.timestamp === 'number' && typeof cached.value?.balance === 'string'
  if (!parameters.force && cached && valid && now - cached.timestamp < NATIVE_BALANCE_CACHE_MS) {
    account.balance = cached.value.balance
    account.balanceSymbol = nativeSymbol(network, cached.value.symbol)
    return
  }
  const failedAt = context.balanceFailures.get(caipAddress)
  if (failedAt !== undefined && now - failedAt < BALANCE_RETRY_MIN_MS) return

  try {
    const forced = parameters.force === true
    const result = await (context.readCloudBalance?.({ address, caipAddress, network, force: forced }) ??
      adapter.getBalance({ address, network }))
    context.balanceFailures.delete(caipAddress)
    const value = {
      balance: formatBalance(formatUnits(result.value, result.decimals)),
      symbol: nativeSymbol(network, result.symbol),
    }
    context.storage.set('nativeBalanceCache', {
      ...context.storage.get('nativeBalanceCache'),
      [caipAddress]: { timestamp: context.environment.now(), value },
    })
    // The visitor may have switched account or network while the balance was on its way.
    if (account.caipAddress !== caipAddress) return
    account.balance = value.balance
    account.balanceSymbol = value.symbol
  } catch (error) {
    // A read still on its way when the instance was destroyed (its chain or cloud gone too) is nobody's failure.
    if (context.signal?.aborted) return
    context.balanceFailures.set(caipAddress, now)
    warnCloudFailure('Portico: could not read the native balance', error)
  }
}
