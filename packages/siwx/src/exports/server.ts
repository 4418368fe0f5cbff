export {
  createPorticoSessionVerifier,
  type PorticoSessionVerifierParameters,
} from '../server/createPorticoSessionVerifier.js'
export type { PorticoSessionAccount } from '../server/PorticoSessionAccount.js'
