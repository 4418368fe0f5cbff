/** The multi-wallet code (spec §6), one lazy chunk: see loadMultiWallet. */
export { ConnectionNotFoundError } from './ConnectionNotFoundError.js'
export { createMultiWallet } from './createMultiWallet.js'
export { readConnectionBalance } from './readConnectionBalance.js'
export { selectWalletConnections } from './selectWalletConnections.js'
