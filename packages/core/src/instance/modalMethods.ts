import { rejectPendingRequests } from '../controllers/approvals/rejectPendingRequests.js'
import { prepareAdapters } from '../controllers/connection/prepareAdapters.js'
import { closeModal } from '../controllers/modal/closeModal.js'
import { openModal } from '../controllers/modal/openModal.js'
import { setModalLoading } from '../controllers/modal/setModalLoading.js'
import { shakeModal } from '../controllers/modal/shakeModal.js'
import { chooseOpenView } from '../controllers/router/chooseOpenView.js'
import { goBackView } from '../controllers/router/goBackView.js'
import { openedConnectTarget } from '../controllers/router/openedConnectTarget.js'
import { pushView } from '../controllers/router/pushView.js'
import { replaceView } from '../controllers/router/replaceView.js'
import { resetRouter } from '../controllers/router/resetRouter.js'
import { startRoute } from '../controllers/router/startRoute.js'
import { isNamespaceConnected } from '../state/isNamespaceConnected.js'
import type { Portico } from '../types/portico.js'
import type { InstanceParts } from './InstanceParts.js'

type ModalMethods = Pick<
  Portico,
  'open' | 'close' | 'canClose' | 'push' | 'replace' | 'goBack' | 'shake' | 'setLoading'
>

/** The instance's modal and router calls: open on the right view, close unless a feature holds it open. */
export function modalMethods({ context }: InstanceParts): ModalMethods {
  const { state, options, environment } = context
  return {
    async open(parameters = {}) {
      const namespace = parameters.namespace ?? state.activeNamespace
      const view = chooseOpenView({
        view: parameters.view,
        connected: isNamespaceConnected(state, namespace),
        hasAdapters: options.adapters.length > 0,
        manualControl: options.manualControl,
        mobile: environment.isMobile(),
        basicConnectView: options.plugins.find((plugin) => plugin.basicConnectView)?.basicConnectView,
      })
      const data = parameters.namespace
        ? { ...parameters.data, namespace: parameters.namespace }
        : parameters.data
      startRoute(context, view, data)
      if (!state.modal.open) {
        prepareAdapters(context)
        openModal(context, { connected: isNamespaceConnected(state, namespace) })
      }
      // Opened while start-up restores this namespace's connection: loading until startPortico shows the view anew.
      if (
        !(parameters.view || state.initialized) &&
        namespace &&
        state.chains[namespace]?.accountState.status === 'connecting'
      )
        state.modal.loading = true
      // Opened straight on ConnectingExternal: connecting starts here, not when the view renders.
      const target = openedConnectTarget(state, view, data)
      if (target) context.portico.connect(target).catch(() => undefined)
    },
    close() {
      if (context.features.blocksClose()) return
      if (!closeModal(context, { connected: isNamespaceConnected(state) })) return
      resetRouter(context)
      rejectPendingRequests(context)
      context.features.modalClosed()
    },
    canClose: () => !context.features.blocksClose(),
    push: (view, data) => pushView(context, view, data),
    replace: (view, data) => replaceView(context, view, data),
    goBack() {
      if (!goBackView(context)) context.portico.close()
    },
    shake: () => shakeModal(context),
    setLoading: (loading) => setModalLoading(context, loading),
  }
}
