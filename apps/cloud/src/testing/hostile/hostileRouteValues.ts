import { LAB } from '../apiSuite/apiSuiteFixtures.js'

/** Valid values the hostile routes share. */
export const ADDRESS = `0x${'ab'.repeat(20)}`
export const SIGNATURE = `0x${'11'.repeat(65)}`
/** The lab's project, as a query names it. */
export const LAB_PROJECT = { projectId: LAB }
/** A well-formed channel token no channel has. */
export const CHANNEL_TOKEN = 'C'.repeat(43)
/** Projects the admin cases may change or delete (created by the suite), never the lab's. */
export const HOSTILE_PROJECT = 'hostile-target'
export const HOSTILE_DELETED_PROJECT = 'hostile-deleted'
