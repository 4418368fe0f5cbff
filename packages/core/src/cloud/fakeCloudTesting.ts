/**
 * `@portico/core/testing/cloud`, for the tests of Portico's own feature packages (a workspace entry: not built into
 * an export, not published): a suite against the fake cloud, and a test instance on it.
 */
export { type CloudTestPortico, createCloudTestPortico, pageAt } from './createCloudTestPortico.js'
export { CLOUD_ERRORS, type FakeCloud } from './startFakeCloud.js'
export { useFakeCloud } from './useFakeCloud.js'
export { REAL_CLOUD_SOURCES, type RunningCloud, useRealCloud } from './useRealCloud.js'
