import { DOWN_CHAIN, LAB } from '../apiSuite/apiSuiteFixtures.js'
import type { HostileRoute } from './HostileRoute.js'
import { ADDRESS, LAB_PROJECT } from './hostileRouteValues.js'

// The hostile suite gives the down chain the devnet's market (swapsOnDownChain): every valid swap request reaches
// the pools provider, whose node does not answer (502).
const NATIVE = `${DOWN_CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const USDC = `${DOWN_CHAIN}:0x8ce361602b935680e8dec218b820ff5056beb7af`

/** The swap service (`/v1/convert/*`, src/swaps/). */
export const SWAP_ROUTES: HostileRoute[] = [
  // The routers of the cloud's markets, for the secure frame: configuration only, no chain read.
  { method: 'GET', path: '/v1/convert/routers', query: { ...LAB_PROJECT } },
  {
    method: 'GET',
    path: '/v1/convert/tokens',
    query: { ...LAB_PROJECT, chainId: DOWN_CHAIN, address: ADDRESS },
    validStatus: 502,
  },
  {
    method: 'GET',
    path: '/v1/convert/quotes',
    query: { ...LAB_PROJECT, from: NATIVE, to: USDC, amount: '1000000000000000000', userAddress: ADDRESS },
    validStatus: 502,
  },
  {
    method: 'GET',
    path: '/v1/convert/allowance',
    query: { ...LAB_PROJECT, tokenAddress: USDC, userAddress: ADDRESS },
    validStatus: 502,
  },
  {
    method: 'GET',
    path: '/v1/convert/gas-price',
    query: { ...LAB_PROJECT, chainId: DOWN_CHAIN },
    validStatus: 502,
  },
  {
    method: 'GET',
    path: '/v1/convert/build-approve',
    query: { ...LAB_PROJECT, userAddress: ADDRESS, from: USDC, to: NATIVE, amount: '1000000' },
    validStatus: 502,
  },
  {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    query: { projectId: LAB },
    body: {
      userAddress: ADDRESS,
      from: NATIVE,
      to: USDC,
      amount: '1000000000000000000',
      eip155: { slippage: 1 },
    },
    validStatus: 502,
  },
]
