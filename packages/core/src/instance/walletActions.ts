/**
 * What a connected page does with its wallet (sign, send, switch network, disconnect): kept out of the
 * page's first JS, loaded by loadWalletActions with the first of them.
 */

export { disconnectWallets } from '../controllers/connection/disconnectWallets.js'
export { switchNetwork } from '../controllers/network/switchNetwork.js'
export { sendTransaction } from '../controllers/requests/sendTransaction.js'
export { signMessage } from '../controllers/requests/signMessage.js'
export { signTypedData } from '../controllers/requests/signTypedData.js'
