export type * from '../types/index.js'
