export { type Eip155VerifierParameters, eip155Verifier } from '../verifiers/eip155Verifier.js'
