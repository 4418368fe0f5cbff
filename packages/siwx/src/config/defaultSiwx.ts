import type { SiwxConfig } from '@portico/core'
import { type Caip122MessengerParameters, caip122Messenger } from '../messenger/caip122Messenger.js'
import { localSiwxStorage } from '../storage/localSiwxStorage.js'
import type { SiwxVerifier } from '../verifiers/SiwxVerifier.js'
import { createSiwxConfig } from './createSiwxConfig.js'

export interface DefaultSiwxParameters extends Caip122MessengerParameters {
  /**
   * One verifier per namespace the app signs in on, each from its own entry (`@portico/siwx/eip155`,
   * `/solana`, `/bip122`, `/cosmos`, `/polkadot`), so that the app installs and bundles only those chains' crypto.
   */
  verifiers: readonly SiwxVerifier[]
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
}

/**
 * Sign in with X checked in the browser: CAIP-122 messages, sessions in local storage, and the
 * given verifiers (each loads its crypto on first use).
 * @example
 * import { eip155Verifier } from '@portico/siwx/eip155'
 * createPortico({ ..., siwx: defaultSiwx({ statement: 'Sign in to Dapp', verifiers: [eip155Verifier()] }) })
 */
export function defaultSiwx(parameters: DefaultSiwxParameters): SiwxConfig {
  const { required, signOutOnDisconnect, verifiers, ...messenger } = parameters ?? {}
  // Checked at run time too: a JavaScript app written for the five built-in verifiers learns where they went.
  if (!Array.isArray(verifiers) || verifiers.length === 0)
    throw new TypeError(
      "defaultSiwx: pass `verifiers`, one per namespace you sign in on, from its entry: `import { eip155Verifier } from '@portico/siwx/eip155'` (also /solana, /bip122, /cosmos, /polkadot)",
    )
  return createSiwxConfig({
    messenger: caip122Messenger(messenger),
    verifiers,
    storage: localSiwxStorage(),
    required,
    signOutOnDisconnect,
    statement: messenger.statement,
  })
}
