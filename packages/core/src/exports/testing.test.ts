import { expect, it } from 'vitest'
import * as testing from './testing.js'

it('pins the public export names of @portico/core/testing', () => {
  expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
    [
      "FAKE_ADDRESS",
      "FakeUserRejectedError",
      "createFakeAdapter",
      "createFakeSiwx",
      "createFakeWallet",
      "createTestPortico",
      "describeAdapterConformance",
      "describeAdapterIdentity",
      "describeAdapterOnServer",
      "fakeConnector",
      "fakeMainnet",
      "fakeOptimism",
      "fakeSepolia",
      "fakeSolana",
    ]
  `)
})
