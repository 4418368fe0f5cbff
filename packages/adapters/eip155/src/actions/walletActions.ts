/**
 * The wagmi actions a connected wallet needs (balance, signatures, sends, block watching), kept
 * behind `import()` by loadWalletActions so they, and the viem code under them, stay out of the
 * page's first load: nothing before a connection needs them. A remote wallet's session provider and
 * wagmi connector come with them.
 */
export {
  getBalance,
  sendTransaction,
  signMessage,
  signTypedData,
  switchConnection,
  watchBlockNumber,
} from '@wagmi/core'
export { createSessionProvider } from '../session/createSessionProvider.js'
export { sessionConnector } from '../session/sessionConnector.js'
