import type * as contract from '@portico/cloud-contract'
import { expectTypeOf, it } from 'vitest'
import type {
  AnalyticsEventBody,
  CloudNameRecord,
  CloudNft,
  CloudRemoteFeatures,
  CloudTokenBalance,
  CloudWallet,
  GetWalletsReturnType,
  RegisterNameBody,
} from './CloudClient.js'

// Core declares its cloud types itself, so that an app installs no schema library for them; they must stay the
// cloud contract's (a difference fails typecheck).
it("declares the cloud contract's shapes", () => {
  expectTypeOf<CloudRemoteFeatures>().toEqualTypeOf<contract.CloudRemoteFeatures>()
  expectTypeOf<CloudWallet>().toEqualTypeOf<contract.CloudWallet>()
  expectTypeOf<GetWalletsReturnType>().toEqualTypeOf<contract.CloudAnswer<'getWallets'>>()
  expectTypeOf<AnalyticsEventBody>().toEqualTypeOf<contract.AnalyticsEventBody>()
  // An intersection (core's TokenBalance with a nullable address): the same values both ways.
  expectTypeOf<CloudTokenBalance>().toExtend<contract.CloudTokenBalance>()
  expectTypeOf<contract.CloudTokenBalance>().toExtend<CloudTokenBalance>()
  expectTypeOf<CloudNft>().toEqualTypeOf<contract.CloudNft>()
  expectTypeOf<CloudNameRecord>().toEqualTypeOf<contract.CloudNameRecord>()
  expectTypeOf<RegisterNameBody>().toEqualTypeOf<contract.RegisterNameBody>()
})
