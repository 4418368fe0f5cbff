export { polkadotVerifier } from '../verifiers/polkadotVerifier.js'
