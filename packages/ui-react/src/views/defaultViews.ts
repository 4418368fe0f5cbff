import type { ViewName } from '@portico/core'
import type { RegistryEntry } from '../registry/createLazyRegistry.js'
import { AccountView } from './Account/AccountView.js'
import { AllWalletsView } from './AllWallets/AllWalletsView.js'
import { ConnectView } from './Connect/ConnectView.js'
import { ConnectingExternalView } from './ConnectingExternal/ConnectingExternalView.js'
import { SwitchNetworkView } from './SwitchNetwork/SwitchNetworkView.js'

/** The views bundled with the modal; the rarely seen ones load on first use. */
export const defaultViews: Partial<Record<ViewName, RegistryEntry<object>>> = {
  Connect: { component: ConnectView },
  AllWallets: { component: AllWalletsView },
  ConnectingExternal: { component: ConnectingExternalView },
  Account: { component: AccountView },
  SwitchNetwork: { component: SwitchNetworkView },
  SwitchActiveChain: {
    load: () =>
      import('./SwitchActiveChain/SwitchActiveChainView.js').then((m) => ({
        default: m.SwitchActiveChainView,
      })),
  },
  UnsupportedChain: {
    load: () =>
      import('./UnsupportedChain/UnsupportedChainView.js').then((m) => ({ default: m.UnsupportedChainView })),
  },
  ApproveTransaction: {
    load: () =>
      import('./ApproveTransaction/ApproveTransactionView.js').then((m) => ({
        default: m.ApproveTransactionView,
      })),
  },
  WhatIsAWallet: {
    load: () =>
      import('./WhatIsAWallet/WhatIsAWalletView.js').then((m) => ({ default: m.WhatIsAWalletView })),
  },
}
