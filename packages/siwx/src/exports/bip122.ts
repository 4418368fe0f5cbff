export { bip122Verifier } from '../verifiers/bip122Verifier.js'
