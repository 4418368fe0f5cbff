/** The on-ramp's controller, one lazy chunk: loaded the first time the API is used (the Buy view opening). */

export { createOnrampApi } from './createOnrampApi.js'
