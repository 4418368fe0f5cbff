import { parseCaipAddress } from '../caip/parseCaipAddress.js'
import { CapabilityNotSupportedError } from '../errors/CapabilityNotSupportedError.js'
import { PorticoError } from '../errors/PorticoError.js'
import type { AdapterConnection, AdapterContext, ChainAdapter } from '../types/adapter.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import type { RemoteSession } from '../types/remoteSession.js'
import type { SessionDriver, SessionRequest } from './SessionDriver.js'

/** The session's accounts of one namespace: the one on `network` when it holds one, else its first. */
function accountOf(session: RemoteSession, namespace: ChainNamespace, network: Network | undefined) {
  const accounts = (session.namespaces[namespace]?.accounts ?? []).map(parseCaipAddress)
  return (
    accounts.find((account) => network !== undefined && account.chainId === String(network.id)) ?? accounts[0]
  )
}

/** A plain address from an account the session reports (CAIP-10 or plain). */
const addressOf = (account: string) => (account.includes(':') ? parseCaipAddress(account).address : account)

/**
 * The adapter of a namespace for an app without adapters (`adapters: []`, wallet connection only): it connects
 * only through a remote wallet's session (`connectSession`), offers no connectors of its own, and signs, sends and
 * switches networks over the session through the namespace's session driver (`sessionDriverOf`), which knows the
 * namespace's methods. What the driver does not cover, or every request when the namespace has none, is reported
 * as not supported. Nothing here is specific to a namespace.
 */
export function createSessionAdapter(
  namespace: ChainNamespace,
  driver: SessionDriver | undefined,
): ChainAdapter {
  let emit: AdapterContext['emit'] = () => undefined
  let held: { session: RemoteSession; chainId: string; unsubscribe: () => void } | undefined
  const unsupported = (capability: string) => new CapabilityNotSupportedError({ capability, namespace })
  const current = () => {
    if (!held) throw new PorticoError(`No wallet session is connected in namespace ${namespace}`)
    return held
  }
  const request: SessionRequest = (chainId, method, params) =>
    current().session.request({ chainId, method, params })
  const driverOf = () => {
    if (!driver) throw unsupported('signMessage')
    return driver
  }
  const release = () => {
    held?.unsubscribe()
    held = undefined
  }

  return {
    namespace,
    setup(context) {
      emit = context.emit
    },
    getConnectors: () => [],
    connect: async () => {
      throw unsupported('connect')
    },
    reconnect: async () => undefined,
    disconnect: async () => release(),
    async connectSession({ session, network }): Promise<AdapterConnection> {
      const account = accountOf(session, namespace, network)
      if (!account) throw new PorticoError(`The wallet's session holds no ${namespace} account`)
      release()
      const connectorId = session.connectorId
      const chainId = `${namespace}:${account.chainId}`
      const unsubscribe = session.subscribe((event) => {
        if (!held || event.type === 'deleted' || event.type === 'namespacesChanged') return
        if (!event.chainId.startsWith(`${namespace}:`)) return
        held.chainId = event.chainId
        const reference = event.chainId.slice(namespace.length + 1)
        if (event.type === 'chainChanged') emit({ type: 'chainChanged', connectorId, chainId: reference })
        else emit({ type: 'accountsChanged', connectorId, accounts: event.accounts.map(addressOf) })
      })
      held = { session, chainId, unsubscribe }
      return {
        connectorId,
        address: account.address,
        accounts: [{ address: account.address, type: 'eoa' }],
        chainId: account.chainId,
      }
    },
    async switchNetwork({ network }) {
      const switchNetwork = driverOf().switchNetwork
      if (!switchNetwork) throw unsupported('switchNetwork')
      const session = current()
      await switchNetwork(request, session.chainId, network)
      session.chainId = network.caipNetworkId
      emit({ type: 'chainChanged', connectorId: session.session.connectorId, chainId: network.id })
    },
    async getBalance(parameters) {
      const getBalance = driver?.getBalance
      if (!getBalance) throw unsupported('getBalance')
      return getBalance(parameters)
    },
    // Async, so a namespace without a driver rejects as the other requests do (never throws at the call).
    signMessage: async (parameters) => driverOf().signMessage(request, current().chainId, parameters),
    async signTypedData(parameters) {
      const signTypedData = driverOf().signTypedData
      if (!signTypedData) throw unsupported('signTypedData')
      return signTypedData(request, current().chainId, parameters)
    },
    async sendTransaction(parameters) {
      const sendTransaction = driverOf().sendTransaction
      if (!sendTransaction) throw unsupported('sendTransaction')
      return sendTransaction(request, parameters)
    },
    getProvider: () => held?.session,
    destroy: release,
  }
}
