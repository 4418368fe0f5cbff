import { PACKAGE_VERSION } from './packageVersion.js'

/** Sent as `st` with every cloud request. */
export const SDK_TYPE = 'portico'

/** Sent as `sv` with every cloud request: the version of @portico/core. */
export const SDK_VERSION: string = PACKAGE_VERSION
