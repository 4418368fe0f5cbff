/** Core's own multi-wallet work on the connections a namespace keeps, one lazy chunk: see loadKeptConnections. */

export { applyKeptWalletEvent } from './applyKeptWalletEvent.js'
export { promoteKeptConnection } from './promoteKeptConnection.js'
export { restoreKeptConnections } from './restoreKeptConnections.js'
