/**
 * What a connected extension needs from @polkadot/api and util-crypto (addresses, balance,
 * signatures, transfers, balance watching), kept behind `import()` by loadPolkadotActions so they
 * stay out of the page's first load.
 */

export { watchAccountBalance } from '../events/watchAccountBalance.js'
export { createApiPool } from './createApiPool.js'
export { getPolkadotBalance } from './getPolkadotBalance.js'
export { sendPolkadotTransfer } from './sendPolkadotTransfer.js'
export { signPolkadotMessage } from './signPolkadotMessage.js'
export { usableAccounts } from './usableAccounts.js'
