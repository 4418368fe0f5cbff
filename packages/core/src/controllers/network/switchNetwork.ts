import { PROVIDER_ERROR_CODES } from '../../constants/providerErrorCodes.js'
import { AdapterNotFoundError } from '../../errors/AdapterNotFoundError.js'
import { ChainNotSupportedError } from '../../errors/ChainNotSupportedError.js'
import { formatAlert } from '../../errors/formatAlert.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import type { PorticoError } from '../../errors/PorticoError.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import { toWalletError } from '../../instance/toWalletError.js'
import { placeAccount } from '../../state/placeAccount.js'
import type { CaipNetworkId } from '../../types/namespace.js'
import type { Network } from '../../types/network.js'
import { showAlert } from '../alerts/showAlert.js'
import { reportError } from '../errorReports/reportError.js'

const UNKNOWN_CHAIN_CODES: readonly unknown[] = [
  PROVIDER_ERROR_CODES.unrecognizedChain,
  PROVIDER_ERROR_CODES.invalidChainId,
]

function toSwitchError(error: unknown): PorticoError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  return UNKNOWN_CHAIN_CODES.includes(code)
    ? new ChainNotSupportedError({ cause: error })
    : toWalletError(error)
}

function findNetwork(
  context: Pick<PorticoContext, 'state'>,
  target: Network | CaipNetworkId,
): Network | undefined {
  const caipNetworkId = typeof target === 'string' ? target : target.caipNetworkId
  for (const chain of Object.values(context.state.chains)) {
    const network = chain.caipNetworks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (network) return network
  }
  return undefined
}

/**
 * Makes a network active (docs/behaviour.md#transitions). When its namespace is connected the wallet is asked to
 * switch first (the adapter adds the chain when the wallet does not know it; failing that,
 * 'Chain is not supported'); otherwise the network is just selected. The network's namespace
 * becomes the active one. Emits SWITCH_NETWORK or SWITCH_NETWORK_ERROR (and USER_REJECTED when the visitor says no).
 * A network that is not among the app's shows the 'Network Not Found' alert as well as rejecting.
 */
export async function switchNetwork(
  context: Pick<
    PorticoContext,
    'state' | 'storage' | 'adapters' | 'emit' | 'timers' | 'shownAlertCodes' | 'options'
  >,
  target: Network | CaipNetworkId,
): Promise<void> {
  const caipNetworkId = typeof target === 'string' ? target : target.caipNetworkId
  try {
    const network = findNetwork(context, target)
    if (!network) {
      const { title, description, variant } = formatAlert('NETWORK_NOT_FOUND')
      showAlert(context, { message: `${title}: ${description}`, variant, code: 'NETWORK_NOT_FOUND' })
      throw new NetworkNotFoundError({ caipNetworkId })
    }
    const namespace = network.chainNamespace
    const adapter = context.adapters.get(namespace)
    const chain = context.state.chains[namespace]
    if (!adapter || !chain) throw new AdapterNotFoundError({ namespace })
    const account = chain.accountState
    if (account.status === 'connected') {
      await adapter.switchNetwork({ network }).catch((error: unknown) => {
        throw toSwitchError(error)
      })
    }
    chain.networkState.caipNetwork = network
    if (account.status === 'connected' && account.address)
      placeAccount(account, namespace, network, account.address)
    context.state.activeNamespace = namespace
    context.storage.set('activeNamespace', namespace)
    context.storage.set('activeNetworkId', network.caipNetworkId)
    context.emit({ type: 'SWITCH_NETWORK', caipNetworkId })
  } catch (error) {
    const typed = toWalletError(error)
    if (typed instanceof UserRejectedError) context.emit({ type: 'USER_REJECTED', method: 'switchNetwork' })
    context.emit({ type: 'SWITCH_NETWORK_ERROR', caipNetworkId, message: typed.shortMessage })
    reportError(context, 'NETWORK', typed)
    throw typed
  }
}
