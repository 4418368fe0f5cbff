/**
 * What a connected wallet needs from @solana/kit (balance, signatures, transfers, balance watching),
 * kept behind `import()` by loadSolanaActions so kit stays out of the page's first load.
 */

export { watchAccountBalance } from '../events/watchAccountBalance.js'
export { encodeSignature } from './encodeSignature.js'
export { getSolBalance } from './getSolBalance.js'
export { readTokenBalances } from './readTokenBalances.js'
export { readTokenMetadata } from './readTokenMetadata.js'
export { sendSolTransfer } from './sendSolTransfer.js'
export { sendSplTransfer } from './sendSplTransfer.js'
export { signSolanaMessage } from './signSolanaMessage.js'
