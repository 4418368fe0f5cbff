import { subscribe } from 'valtio/vanilla'
import { cloudClientFor } from '../cloud/cloudClientFor.js'
import { refreshBalance } from '../controllers/account/refreshBalance.js'
import { setAccountTab } from '../controllers/account/setAccountTab.js'
import { setAddressLabel } from '../controllers/account/setAddressLabel.js'
import { closeAlert } from '../controllers/alerts/closeAlert.js'
import { dismissToast } from '../controllers/alerts/dismissToast.js'
import { showAlert } from '../controllers/alerts/showAlert.js'
import { showToast } from '../controllers/alerts/showToast.js'
import { createApprovalRegistry } from '../controllers/approvals/createApprovalRegistry.js'
import { rejectPendingRequests } from '../controllers/approvals/rejectPendingRequests.js'
import { trackWalletRequest } from '../controllers/approvals/trackWalletRequest.js'
import { connectWallet } from '../controllers/connection/connectWallet.js'
import { forgetRemoteSession } from '../controllers/connection/forgetRemoteSession.js'
import { setLocale } from '../controllers/locale/setLocale.js'
import { closeModal } from '../controllers/modal/closeModal.js'
import { openModal } from '../controllers/modal/openModal.js'
import { setModalLoading } from '../controllers/modal/setModalLoading.js'
import { shakeModal } from '../controllers/modal/shakeModal.js'
import { addNetwork } from '../controllers/network/addNetwork.js'
import { removeNetwork } from '../controllers/network/removeNetwork.js'
import { chooseOpenView } from '../controllers/router/chooseOpenView.js'
import { goBackView } from '../controllers/router/goBackView.js'
import { openedConnectTarget } from '../controllers/router/openedConnectTarget.js'
import { pushView } from '../controllers/router/pushView.js'
import { replaceView } from '../controllers/router/replaceView.js'
import { resetRouter } from '../controllers/router/resetRouter.js'
import { startRoute } from '../controllers/router/startRoute.js'
import { setThemeMode } from '../controllers/theme/setThemeMode.js'
import { setThemeVariables } from '../controllers/theme/setThemeVariables.js'
import { createEmitter } from '../emitter/createEmitter.js'
import { AdapterNotFoundError } from '../errors/AdapterNotFoundError.js'
import { RequestAbortedError } from '../errors/RequestAbortedError.js'
import { createLocaleStore } from '../i18n/createLocaleStore.js'
import { loadEnglish } from '../i18n/english.js'
import { resolveOptions } from '../options/resolveOptions.js'
import { sessionAdaptersFor } from '../sessionAdapter/sessionAdaptersFor.js'
import { createPorticoState } from '../state/createPorticoState.js'
import { isNamespaceConnected } from '../state/isNamespaceConnected.js'
import { createStorage } from '../storage/createStorage.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { PorticoEventRecord } from '../types/event.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { PorticoOptions } from '../types/options.js'
import type { Portico } from '../types/portico.js'
import { coreFeatures } from './coreFeatures.js'
import { createCloudServices } from './createCloudServices.js'
import { createFeatureHost } from './createFeatureHost.js'
import { createTimers } from './createTimers.js'
import { loadWalletActions } from './loadWalletActions.js'
import type { PorticoContext } from './PorticoContext.js'
import type { PorticoEnvironment } from './PorticoEnvironment.js'
import { startPortico } from './startPortico.js'
import { syncUnsupportedChain } from './syncUnsupportedChain.js'

/**
 * Builds one instance: checks the options, creates its state and services, and wires the
 * controllers into the Portico API. In a browser, start-up (adapter setup, reconnect) begins at
 * once and `ready` resolves when it is done; on the server nothing starts and `ready` is resolved.
 */
export function createPorticoInstance(
  options: PorticoOptions,
  environment: PorticoEnvironment,
  hooks: { onDestroy?: () => void } = {},
): Portico {
  const resolved = resolveOptions(options)
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    sessionAdaptersFor(resolved).map((adapter) => [adapter.namespace, adapter]),
  )
  // destroy() aborts the cloud requests still on their way: they settle at once, and none fails later on a stopped
  // server (each controller logs a failure, but not this abort: warnCloudFailure).
  const lifetime = new AbortController()
  const cloud = cloudClientFor(resolved, lifetime.signal)
  const state = createPorticoState({
    namespaces: [...adapters.keys()],
    networks: resolved.networks,
    activeNamespace: adapters.has(resolved.defaultNamespace)
      ? resolved.defaultNamespace
      : adapters.keys().next().value,
    preferredNetworkIds: [resolved.defaultNetwork.caipNetworkId],
    features: { ...resolved.features },
    themeMode: resolved.themeMode,
    themeVariables: resolved.themeVariables,
    recentWallets: [],
    registryAvailable: cloud !== undefined,
  })
  const events = createEmitter<{ event: PorticoEventRecord }>()
  const unsubscribers = new Set<() => void>()
  let destroyed = false

  const context: PorticoContext = {
    state,
    options: resolved,
    adapters,
    storage: createStorage(resolved.storage),
    environment,
    timers: createTimers(),
    locales: createLocaleStore(
      [...coreFeatures, ...resolved.plugins].flatMap((feature) =>
        feature.messages ? [feature.messages] : [],
      ),
    ),
    approvals: createApprovalRegistry(),
    shownAlertCodes: new Set(),
    toastIds: { next: 1 },
    balanceFailures: new Map(),
    signal: lifetime.signal,
    remoteSessions: new Map(),
    get portico() {
      return portico
    },
    get features() {
      return features
    },
    emit: (event) => events.emit('event', { timestamp: environment.now(), event }),
    readCloudBalance: (parameters) => cloudServices.readBalance(parameters),
  }
  const cloudServices = createCloudServices(context, cloud)
  const approvalsContext = {
    state,
    approvals: context.approvals,
    closeModal: () => portico.close(),
    leaveApprovalView: () => portico.goBack(),
  }
  const connected = () => isNamespaceConnected(state)
  const connectedNamespaces = () =>
    [...adapters.keys()].filter((namespace) => state.chains[namespace]?.accountState.status === 'connected')

  const ready = environment.browser
    ? Promise.resolve().then(() => {
        context.emit({ type: 'MODAL_CREATED' })
        cloudServices.start(() => destroyed)
        return startPortico(context, () => destroyed)
      })
    : Promise.resolve()

  // The asked-for locale loads at once (server too: a server that awaits it renders in it).
  if (resolved.locale !== undefined) void setLocale(context, resolved.locale)

  // The instance's own signatures and sends: on the approval stack, never read-only (they always need the visitor).
  const walletRequest = <T>(
    method: string,
    params: unknown,
    run: (actions: Awaited<ReturnType<typeof loadWalletActions>>) => Promise<T>,
  ) =>
    trackWalletRequest(approvalsContext, { method, params, safe: false }, async () =>
      run(await loadWalletActions()),
    )

  const portico: Portico = {
    state,
    // The features its options carry (a sign-in configuration's) are among its plugins, for the UI's registries too.
    options: Object.freeze({ ...options, plugins: resolved.plugins }),
    ready,
    async open(parameters = {}) {
      const namespace = parameters.namespace ?? state.activeNamespace
      const view = chooseOpenView({
        view: parameters.view,
        connected: isNamespaceConnected(state, namespace),
        hasAdapters: resolved.adapters.length > 0,
        manualControl: resolved.manualControl,
        mobile: environment.isMobile(),
      })
      const data = parameters.namespace
        ? { ...parameters.data, namespace: parameters.namespace }
        : parameters.data
      startRoute(context, view, data)
      if (!state.modal.open) openModal(context, { connected: isNamespaceConnected(state, namespace) })
      // Opened straight on ConnectingExternal: connecting starts here, not when the view renders.
      const target = openedConnectTarget(state, view, data)
      if (target) portico.connect(target).catch(() => undefined)
    },
    close() {
      if (features.blocksClose()) return
      if (!closeModal(context, { connected: connected() })) return
      resetRouter(context)
      rejectPendingRequests(context)
      features.modalClosed()
    },
    canClose: () => !features.blocksClose(),
    push: (view, data) => pushView(context, view, data),
    replace: (view, data) => replaceView(context, view, data),
    goBack() {
      if (!goBackView(context)) portico.close()
    },
    shake: () => shakeModal(context),
    setLoading: (loading) => setModalLoading(context, loading),
    async connect(parameters) {
      await connectWallet(context, parameters)
      void portico.refreshBalance({ namespace: parameters.namespace })
      if (state.modal.open && !parameters.keepModalOpen) portico.close()
      syncUnsupportedChain(context, parameters.namespace)
      features.accountSettled(parameters.namespace, 'connect')
    },
    async disconnect(parameters = {}) {
      const before = connectedNamespaces()
      try {
        await (await loadWalletActions()).disconnectWallets(context, parameters)
      } finally {
        const after = connectedNamespaces()
        for (const namespace of before) if (!after.includes(namespace)) features.disconnected(namespace)
        if (!parameters.keepModalOpen) portico.close()
      }
    },
    async switchNetwork(network) {
      await (await loadWalletActions()).switchNetwork(context, network)
      const namespace = state.activeNamespace
      if (namespace === undefined) return
      void portico.refreshBalance({ namespace })
      syncUnsupportedChain(context, namespace)
      features.accountSettled(namespace, 'network')
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
      void portico.refreshBalance({ namespace: parameters.namespace ?? state.activeNamespace, force: true })
      return hash
    },
    getProvider: (namespace = state.activeNamespace) =>
      namespace === undefined ? undefined : adapters.get(namespace)?.getProvider(),
    getAdapter(namespace) {
      const adapter = adapters.get(namespace)
      if (!adapter) throw new AdapterNotFoundError({ namespace })
      return adapter
    },
    getFeature: (feature) => features.get(feature),
    showAlert: (parameters) => showAlert(context, parameters),
    closeAlert: () => closeAlert(context),
    showToast: (parameters) => showToast(context, parameters),
    dismissToast: (id) => dismissToast(context, id),
    fetchWallets: (parameters) => cloudServices.fetchWallets(parameters),
    searchWallets: (query) => cloudServices.searchWallets(query),
    getWalletImageUrl: (imageId) => cloudServices.getWalletImageUrl(imageId),
    names: cloudServices.names,
    portfolio: cloudServices.portfolio,
    setThemeMode: (mode) => setThemeMode(context, mode),
    setThemeVariables: (variables) => setThemeVariables(context, variables),
    setLocale: (locale) => setLocale(context, locale),
    getTranslator: (locale = state.locale) => context.locales.translator(locale),
    loadTexts: () =>
      Promise.all([loadEnglish(), context.locales.loadFeatureTexts('en')]).then(() => {
        state.textsVersion += 1
      }),
    subscribeEvents: (listener) => events.on('event', listener),
    subscribe(listener) {
      const unsubscribe = subscribe(state, () => listener())
      unsubscribers.add(unsubscribe)
      return () => {
        unsubscribers.delete(unsubscribe)
        unsubscribe()
      }
    },
    emit: (event) => context.emit(event),
    isMobile: () => environment.isMobile(),
    destroy() {
      if (destroyed) return
      destroyed = true
      lifetime.abort(new RequestAbortedError({ rpc: false }))
      context.timers.clearAll()
      events.clear()
      for (const unsubscribe of unsubscribers) unsubscribe()
      features.destroy()
      for (const connectorId of [...context.remoteSessions.keys()]) forgetRemoteSession(context, connectorId)
      for (const adapter of adapters.values()) adapter.destroy?.()
      hooks.onDestroy?.()
    },
  }
  const features = createFeatureHost(
    {
      state,
      options: resolved,
      storage: context.storage,
      portico,
      emit: context.emit,
      signal: lifetime.signal,
      // Only apps with a remote wallet's feature (WalletConnect, the embedded wallet) load this.
      connectSession: async (session, parameters) => {
        const { connectRemoteSession } = await import('../controllers/connection/connectRemoteSession.js')
        return connectRemoteSession(context, session, parameters)
      },
    },
    [...coreFeatures, ...resolved.plugins],
  )
  return portico
}
