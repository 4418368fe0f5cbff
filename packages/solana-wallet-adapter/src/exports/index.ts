export { getPorticoWalletAdapter } from '../adapter/getPorticoWalletAdapter.js'
export { PorticoWalletAdapter } from '../adapter/PorticoWalletAdapter.js'
export { PorticoWalletName } from '../adapter/PorticoWalletName.js'
export { fromWalletAdapter } from '../wallet/fromWalletAdapter.js'
