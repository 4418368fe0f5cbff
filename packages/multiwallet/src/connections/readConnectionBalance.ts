import {
  formatBalance,
  formatUnits,
  isNetworkSupported,
  type Portico,
  RequestAbortedError,
  type WalletConnection,
  type WalletConnectionBalance,
} from '@portico/core'

/**
 * A listed connection's native balance (docs/behaviour.md#validation, docs/behaviour.md#limits): the active one's as the Account view has it,
 * another one's read from its adapter on the namespace's network with 3 decimals (testnets included);
 * '0.00' on a network the app did not configure. Undefined while the active one's is not read yet or the read failed.
 */
export async function readConnectionBalance(
  portico: Pick<Portico, 'state' | 'getAdapter'>,
  connection: WalletConnection,
): Promise<WalletConnectionBalance | undefined> {
  const chain = portico.state.chains[connection.namespace]
  const network = chain?.networkState.caipNetwork
  if (!chain || !network) return undefined
  const { accountState } = chain
  if (connection.active) {
    return accountState.balance === undefined
      ? undefined
      : { balance: accountState.balance, symbol: accountState.balanceSymbol }
  }
  const symbol = network.nativeCurrency.symbol || undefined
  if (!isNetworkSupported(chain.caipNetworks, network)) return { balance: '0.00', symbol }
  try {
    const result = await portico
      .getAdapter(connection.namespace)
      .getBalance({ address: connection.address, network })
    return {
      balance: formatBalance(formatUnits(result.value, result.decimals)),
      symbol: symbol ?? result.symbol,
    }
  } catch (error) {
    // An instance's destroy() aborts its reads by design: nothing to report then.
    if (!(error instanceof RequestAbortedError))
      console.warn('Portico: could not read the balance of a connection', error)
    return undefined
  }
}
