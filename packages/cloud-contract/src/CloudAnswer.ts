import type { z } from 'zod'
import type { CloudRouteName, cloudContract } from './cloudContract.js'

/** The answer of a contract route (`CloudAnswer<'getWallets'>` is `{ data: CloudWallet[]; count: number }`). */
export type CloudAnswer<Name extends CloudRouteName> = z.infer<(typeof cloudContract)[Name]['answer']>
