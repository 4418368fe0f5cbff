import { blockchainApiContract } from './blockchainApi/blockchainApiContract.js'
import type { CloudRoute } from './CloudRoute.js'
import { nameApiContract } from './nameApi/nameApiContract.js'
import { walletApiContract } from './walletApi/walletApiContract.js'

/**
 * Every route of Portico Cloud that the widget's packages call, by the name of the call. A route group joins by
 * adding its `…Contract` object here.
 */
export const cloudContract = {
  ...walletApiContract,
  ...blockchainApiContract,
  ...nameApiContract,
} as const satisfies Record<string, CloudRoute>

/** The name of a route of the contract (`'getWallets'`). */
export type CloudRouteName = keyof typeof cloudContract
