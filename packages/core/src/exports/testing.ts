export type {
  AdapterConformanceFixture,
  AdapterConformanceSetup,
} from '../conformance/AdapterConformanceSetup.js'
export {
  createFakeAdapter,
  type FakeAdapter,
  type FakeAdapterCall,
  type FakeAdapterControls,
  type FakeAdapterParameters,
  fakeConnector,
} from '../conformance/createFakeAdapter.js'
export { createFakeSiwx, type FakeSiwx, type FakeSiwxParameters } from '../conformance/createFakeSiwx.js'
export {
  createFakeWallet,
  FAKE_ADDRESS,
  FakeUserRejectedError,
  type FakeWallet,
  type FakeWalletAnswer,
  type FakeWalletParameters,
} from '../conformance/createFakeWallet.js'
export { createTestPortico, type TestEnvironment } from '../conformance/createTestPortico.js'
export { describeAdapterConformance } from '../conformance/describeAdapterConformance.js'
export {
  type AdapterPageCasesFixture,
  describeAdapterIdentity,
  describeAdapterOnServer,
} from '../conformance/describeAdapterPageCases.js'
export { fakeMainnet, fakeOptimism, fakeSepolia, fakeSolana } from '../conformance/fakeNetworks.js'
