/** The on-ramp's five views in one lazy chunk: they share the state and styles, and one chunk is one request. */
export { BuyInProgressView } from './BuyInProgressView.js'
export { OnRampFiatSelectView } from './OnRampFiatSelectView.js'
export { OnRampProvidersView } from './OnRampProvidersView.js'
export { OnRampTokensSelectView } from './OnRampTokensSelectView.js'
export { WhatIsABuyView } from './WhatIsABuyView.js'
