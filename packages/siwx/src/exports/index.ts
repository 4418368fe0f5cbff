export { type CloudSiwxParameters, cloudSiwx } from '../cloud/cloudSiwx.js'
export { type CreateSiwxConfigParameters, createSiwxConfig } from '../config/createSiwxConfig.js'
export { type DefaultSiwxParameters, defaultSiwx } from '../config/defaultSiwx.js'
export { type VerifySiwxSessionParameters, verifySiwxSession } from '../config/verifySiwxSession.js'
export type { PorticoSiwx, SiwxAccount, SiwxState } from '../feature/PorticoSiwx.js'
export { siwxFeature } from '../feature/siwxFeature.js'
export { createSIWEConfig } from '../legacy/createSIWEConfig.js'
export type {
  SiweConfigParameters,
  SiweCreateMessageArgs,
  SiweSession,
} from '../legacy/SiweConfigParameters.js'
export { type Caip122MessengerParameters, caip122Messenger } from '../messenger/caip122Messenger.js'
export { createNonce } from '../messenger/createNonce.js'
export { formatSiwxMessage } from '../messenger/formatSiwxMessage.js'
export type { SiwxMessenger } from '../messenger/SiwxMessenger.js'
export { localSiwxStorage } from '../storage/localSiwxStorage.js'
export type { SiwxStorage } from '../storage/SiwxStorage.js'
export type { SiwxVerifier, SiwxVerifyParameters } from '../verifiers/SiwxVerifier.js'
