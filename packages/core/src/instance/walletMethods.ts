import { refreshBalance } from '../controllers/account/refreshBalance.js'
import { setAccountTab } from '../controllers/account/setAccountTab.js'
import { setAddressLabel } from '../controllers/account/setAddressLabel.js'
import { trackWalletRequest } from '../controllers/approvals/trackWalletRequest.js'
import { connectWallet } from '../controllers/connection/connectWallet.js'
import { addNetwork } from '../controllers/network/addNetwork.js'
import { removeNetwork } from '../controllers/network/removeNetwork.js'
import { AdapterNotFoundError } from '../errors/AdapterNotFoundError.js'
import type { Portico } from '../types/portico.js'
import type { InstanceParts } from './InstanceParts.js'
import { loadWalletActions } from './loadWalletActions.js'
import { syncUnsupportedChain } from './syncUnsupportedChain.js'

type WalletMethods = Pick<
  Portico,
  | 'connect'
  | 'disconnect'
  | 'switchNetwork'
  | 'addNetwork'
  | 'removeNetwork'
  | 'setAddressLabel'
  | 'setAccountTab'
  | 'refreshBalance'
  | 'signMessage'
  | 'signTypedData'
  | 'sendTransaction'
  | 'getProvider'
  | 'getAdapter'
>

/** The instance's wallet calls: connect and disconnect, networks, balance, signatures and sends. */
export function walletMethods({ context }: InstanceParts): WalletMethods {
  const { state, adapters } = context
  const portico = () => context.portico
  const connectedNamespaces = () =>
    [...adapters.keys()].filter((namespace) => state.chains[namespace]?.accountState.status === 'connected')
  const approvalsContext = {
    state,
    approvals: context.approvals,
    closeModal: () => portico().close(),
    leaveApprovalView: () => portico().goBack(),
  }
  // The instance's own signatures and sends: on the approval stack, never read-only (they always need the visitor).
  const walletRequest = <T>(
    method: string,
    params: unknown,
    run: (actions: Awaited<ReturnType<typeof loadWalletActions>>) => Promise<T>,
  ) =>
    trackWalletRequest(approvalsContext, { method, params, safe: false }, async () =>
      run(await loadWalletActions()),
    )

  return {
    async connect(parameters) {
      await connectWallet(context, parameters)
      void portico().refreshBalance({ namespace: parameters.namespace })
      if (state.modal.open && !parameters.keepModalOpen) portico().close()
      syncUnsupportedChain(context, parameters.namespace)
      context.features.accountSettled(parameters.namespace, 'connect')
    },
    async disconnect(parameters = {}) {
      const before = connectedNamespaces()
      try {
        await (await loadWalletActions()).disconnectWallets(context, parameters)
      } finally {
        const after = connectedNamespaces()
        for (const namespace of before)
          if (!after.includes(namespace)) context.features.disconnected(namespace)
        if (!parameters.keepModalOpen) portico().close()
      }
    },
    async switchNetwork(network) {
      await (await loadWalletActions()).switchNetwork(context, network)
      const namespace = state.activeNamespace
      if (namespace === undefined) return
      void portico().refreshBalance({ namespace })
      syncUnsupportedChain(context, namespace)
      context.features.accountSettled(namespace, 'network')
    },
    addNetwork: (namespace, network) => addNetwork(context, namespace, network),
    removeNetwork: (namespace, caipNetworkId) => removeNetwork(context, namespace, caipNetworkId),
    setAddressLabel: (parameters) => setAddressLabel(state, parameters),
    setAccountTab: (tab, namespace) => setAccountTab(state, tab, namespace),
    refreshBalance: (parameters = {}) => refreshBalance(context, parameters),
    signMessage: (parameters) =>
      walletRequest('signMessage', parameters, (actions) => actions.signMessage(context, parameters)),
    signTypedData: (parameters) =>
      walletRequest('signTypedData', parameters, (actions) => actions.signTypedData(context, parameters)),
    async sendTransaction(parameters) {
      const hash = await walletRequest('sendTransaction', parameters, (actions) =>
        actions.sendTransaction(context, parameters),
      )
      void portico().refreshBalance({ namespace: parameters.namespace ?? state.activeNamespace, force: true })
      return hash
    },
    getProvider: (namespace = state.activeNamespace) =>
      namespace === undefined ? undefined : adapters.get(namespace)?.getProvider(),
    getAdapter(namespace) {
      const adapter = adapters.get(namespace)
      if (!adapter) throw new AdapterNotFoundError({ namespace })
      return adapter
    },
  }
}
