/**
 * The wagmi actions a connected wallet needs (balance, signatures, sends, network switches, block watching), kept
 * behind `import()` by loadWalletActions so they, and the viem code under them, stay out of the
 * page's first load: nothing before a connection needs them. A remote wallet's session connection
 * (its provider and wagmi connector) comes with them.
 */
export { getBalance, getBlockNumber, switchConnection, watchBlockNumber } from '@wagmi/core'
export { switchEip155Network } from '../adapter/switchEip155Network.js'
export { connectSessionConnector } from '../session/connectSessionConnector.js'
export { sendEip155Transaction } from './sendEip155Transaction.js'
export { signEip155Message } from './signEip155Message.js'
export { signEip155TypedData } from './signEip155TypedData.js'
