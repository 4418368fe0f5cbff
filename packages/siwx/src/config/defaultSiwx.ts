import type { SiwxConfig } from '@portico/core'
import { type Caip122MessengerParameters, caip122Messenger } from '../messenger/caip122Messenger.js'
import { localSiwxStorage } from '../storage/localSiwxStorage.js'
import { bip122Verifier } from '../verifiers/bip122Verifier.js'
import { cosmosVerifier } from '../verifiers/cosmosVerifier.js'
import { type Eip155VerifierParameters, eip155Verifier } from '../verifiers/eip155Verifier.js'
import { polkadotVerifier } from '../verifiers/polkadotVerifier.js'
import { solanaVerifier } from '../verifiers/solanaVerifier.js'
import { createSiwxConfig } from './createSiwxConfig.js'

export interface DefaultSiwxParameters extends Caip122MessengerParameters {
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
  eip155?: Eip155VerifierParameters | undefined
}

/**
 * Sign in with X checked in the browser: CAIP-122 messages, sessions in local storage, and a
 * verifier for each of the five namespaces (each loads its crypto on first use).
 * @example createPortico({ ..., siwx: defaultSiwx({ statement: 'Sign in to Dapp' }) })
 */
export function defaultSiwx(parameters: DefaultSiwxParameters = {}): SiwxConfig {
  const { required, signOutOnDisconnect, eip155, ...messenger } = parameters
  return createSiwxConfig({
    messenger: caip122Messenger(messenger),
    verifiers: [
      eip155Verifier(eip155),
      solanaVerifier(),
      bip122Verifier(),
      cosmosVerifier(),
      polkadotVerifier(),
    ],
    storage: localSiwxStorage(),
    required,
    signOutOnDisconnect,
    statement: messenger.statement,
  })
}
