/** The names calls only the names views and the send form make, kept out of the page's first JS. */

export { lookupNameProfile } from './lookupNameProfile.js'
export { registerName } from './registerName.js'
export { suggestNames } from './suggestNames.js'
