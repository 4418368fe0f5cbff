export { solanaVerifier } from '../verifiers/solanaVerifier.js'
