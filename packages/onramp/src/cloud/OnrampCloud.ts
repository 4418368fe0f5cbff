import type { ProjectCloud } from '@portico/core'

/** Where the on-ramp routes are: the cloud, the project they are asked for, and the instance's lifetime. */
export type OnrampCloud = ProjectCloud
