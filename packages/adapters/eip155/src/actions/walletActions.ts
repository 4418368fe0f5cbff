/**
 * The wagmi actions a wallet needs once the visitor acts (connect, disconnect, balance, signatures, sends, network
 * switches, block watching), kept behind `import()` by loadWalletActions so they, and the viem code under them,
 * stay out of the page's first load: the adapter fetches them at set-up, off the first render's path, so a click
 * on a wallet finds them loaded. A remote wallet's session connection (its provider and wagmi connector) comes
 * with them.
 */
export {
  connect,
  disconnect,
  getBalance,
  getBlockNumber,
  switchConnection,
  watchBlockNumber,
} from '@wagmi/core'
export { switchEip155Network } from '../adapter/switchEip155Network.js'
export { connectSessionConnector } from '../session/connectSessionConnector.js'
export { sendEip155Transaction } from './sendEip155Transaction.js'
export { signEip155Message } from './signEip155Message.js'
export { signEip155TypedData } from './signEip155TypedData.js'
