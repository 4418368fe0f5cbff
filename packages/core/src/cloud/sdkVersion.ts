// The import attribute keeps this loadable by Node itself (server rendering without a bundler).
import packageJson from '../../package.json' with { type: 'json' }

/** Sent as `st` with every cloud request. */
export const SDK_TYPE = 'portico'

/** Sent as `sv` with every cloud request: the version of @portico/core. */
export const SDK_VERSION: string = packageJson.version
