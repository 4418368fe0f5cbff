import type { CloudTransaction, CloudTransfer } from '@portico/cloud-contract'
import { expectTypeOf, it } from 'vitest'
import type { ActivityTransaction, ActivityTransfer } from './ActivityTransaction.js'

// Activity declares its transaction types itself, so that an app installs no schema library for them; they must
// stay the cloud contract's (a difference fails typecheck).
it("declares the cloud contract's transaction shapes", () => {
  expectTypeOf<ActivityTransaction>().toEqualTypeOf<CloudTransaction>()
  expectTypeOf<ActivityTransfer>().toEqualTypeOf<CloudTransfer>()
})
