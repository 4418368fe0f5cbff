export { receiveFeature } from '../receiveFeature.js'
