// Compiled by `pnpm check:exact-optional`: an app with `exactOptionalPropertyTypes` passes a maybe-undefined value to
// every optional parameter of the SIWX configurations, messenger and verifiers. A key listed in an error below rejects `undefined`: declare it `?: T | undefined`.

import type { Eip155VerifierParameters } from '../src/exports/eip155.js'
import type {
  Caip122MessengerParameters,
  CloudSiwxParameters,
  CreateSiwxConfigParameters,
  DefaultSiwxParameters,
  SiweConfigParameters,
  VerifySiwxSessionParameters,
} from '../src/exports/index.js'

type MessageParams = Awaited<ReturnType<NonNullable<SiweConfigParameters['getMessageParams']>>>

export const cloud: Record<OptionalKeysRejectingUndefined<CloudSiwxParameters>, true> = {}
export const config: Record<OptionalKeysRejectingUndefined<CreateSiwxConfigParameters>, true> = {}
export const defaults: Record<OptionalKeysRejectingUndefined<DefaultSiwxParameters>, true> = {}
export const verify: Record<OptionalKeysRejectingUndefined<VerifySiwxSessionParameters>, true> = {}
export const siwe: Record<OptionalKeysRejectingUndefined<SiweConfigParameters>, true> = {}
export const messageParams: Record<OptionalKeysRejectingUndefined<MessageParams>, true> = {}
export const messenger: Record<OptionalKeysRejectingUndefined<Caip122MessengerParameters>, true> = {}
export const eip155: Record<OptionalKeysRejectingUndefined<Eip155VerifierParameters>, true> = {}
