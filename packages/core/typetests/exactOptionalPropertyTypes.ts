// Compiled by `pnpm check:exact-optional`: an app with `exactOptionalPropertyTypes` passes a maybe-undefined value to
// every optional option of createPortico and to the parameters of the instance's actions. A key listed in an error
// below rejects `undefined`: declare it `?: T | undefined`.
import type { OpenParameters, PorticoOptions } from '../src/exports/index.js'

export const options: Record<OptionalKeysRejectingUndefined<PorticoOptions>, true> = {}
export const features: Record<
  OptionalKeysRejectingUndefined<NonNullable<PorticoOptions['features']>>,
  true
> = {}
export const themeVariables: Record<
  OptionalKeysRejectingUndefined<NonNullable<PorticoOptions['themeVariables']>>,
  true
> = {}
export const open: Record<OptionalKeysRejectingUndefined<OpenParameters>, true> = {}
