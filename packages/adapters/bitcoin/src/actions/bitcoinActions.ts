/**
 * What a transfer needs from @scure/btc-signer (PSBT building, finalising), kept behind `import()`
 * by loadBitcoinActions so it stays out of the page's first load.
 */

export { sendBtcTransfer } from './sendBtcTransfer.js'
