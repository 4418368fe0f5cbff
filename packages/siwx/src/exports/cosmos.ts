export { cosmosVerifier } from '../verifiers/cosmosVerifier.js'
