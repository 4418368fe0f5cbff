export type { CloudContractSubject } from '../testing/CloudContractSubject.js'
export { defineCloudContractSuite } from '../testing/defineCloudContractSuite.js'
