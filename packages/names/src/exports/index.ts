export { names } from '../names.js'
