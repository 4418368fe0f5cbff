/** Pay's controller chunk: loaded the first time the app or the Pay view calls the API. */
export { createPayApi } from './createPayApi.js'
export { loadFundExchanges } from './loadFundExchanges.js'
