/**
 * Portico Cloud's code in a page, one chunk (`cloudCodeChunk`) out of the page's first JS: the client's requests
 * (createCloudClient over the HTTP client), start-up's services (project checks, analytics, the profile) and the
 * native balance from the blockchain API. Fetched as start-up begins when the instance has a cloud, or with its
 * first request.
 */
export { fetchPortfolio } from '../controllers/portfolio/fetchPortfolio.js'
export { createCloudClient } from './createCloudClient.js'
export { startCloudServices } from './startCloudServices.js'
