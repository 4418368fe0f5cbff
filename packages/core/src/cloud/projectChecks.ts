/**
 * The project checks Portico Cloud answers at start-up (the remote features, the allowed origins) and the alert of a
 * failed cloud call: kept behind `import()` by createCloudServices, fetched as start-up begins, so their code and
 * the alerts' stay out of the page's first JS.
 */
export { checkAllowedOrigin } from '../controllers/allowedOrigin/checkAllowedOrigin.js'
export { loadRemoteFeatures } from '../controllers/remoteFeatures/loadRemoteFeatures.js'
export { showCloudFailureAlert } from './showCloudFailureAlert.js'
