/** The multi-wallet code (docs/behaviour.md#permissions), one lazy chunk: see loadMultiWalletModule. */
export { ConnectionNotFoundError } from './ConnectionNotFoundError.js'
export { createMultiWallet } from './createMultiWallet.js'
export { readConnectionBalance } from './readConnectionBalance.js'
export { selectWalletConnections } from './selectWalletConnections.js'
