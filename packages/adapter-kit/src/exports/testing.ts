export { type LoadedAdapter, loadAdapter } from '../testWorld/loadAdapter.js'
export { type PageWallets, pageWallets } from '../testWorld/pageWallets.js'
export { type HoldingProxy, startHoldingProxy } from '../testWorld/startHoldingProxy.js'
