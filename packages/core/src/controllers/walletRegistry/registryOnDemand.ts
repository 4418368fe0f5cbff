/** What the wallet registry asks the cloud, kept out of the page's first JS (loaded with the first ask). */

export { fetchSearchListings } from './fetchSearchListings.js'
export { loadFeaturedAndRecommended } from './loadFeaturedAndRecommended.js'
export { loadWalletPage } from './loadWalletPage.js'
