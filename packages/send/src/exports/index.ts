export type { SendParameters } from '../SendParameters.js'
export { send } from '../send.js'
