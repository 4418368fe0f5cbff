import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey } from 'viem/accounts'
import type { SmartAccountsConfig } from '../../smartAccounts/SmartAccountsConfig.js'
import type { HostileRoute } from './HostileRoute.js'
import { ADDRESS, LAB_PROJECT } from './hostileRouteValues.js'

const CHAIN = { chainId: 'eip155:31337' }

/**
 * Smart-account settings with the bundler on a port where nothing listens (every forwarded call is a 502) and a
 * paymaster signing with a key made for this run.
 */
export const smartAccountsOnDownBundler: SmartAccountsConfig = {
  bundlers: { 'eip155:31337': 'http://127.0.0.1:9' },
  paymaster: { address: `0x${'5b'.repeat(20)}`, signerKey: generatePrivateKey() },
}

const userOperation = {
  sender: ADDRESS,
  nonce: '0x0',
  callData: '0x',
  callGasLimit: '0x5208',
  verificationGasLimit: '0x30d40',
  preVerificationGas: '0xc350',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x3b9aca00',
}

/** The smart-account networks, bundler and paymaster endpoints (src/smartAccounts/). */
export const SMART_ACCOUNT_ROUTES: HostileRoute[] = [
  { method: 'GET', path: '/v1/smart-accounts', query: { ...LAB_PROJECT } },
  {
    method: 'POST',
    path: '/v1/bundler',
    query: { ...CHAIN, ...LAB_PROJECT },
    body: { jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] },
    validStatus: 502,
  },
  // The lab's sponsorship is off: a valid request is refused in place (200 with -32010).
  {
    method: 'POST',
    path: '/v1/paymaster',
    query: { ...CHAIN, ...LAB_PROJECT },
    body: {
      jsonrpc: '2.0',
      id: 1,
      method: 'pm_getPaymasterData',
      params: [userOperation, entryPoint07Address, '0x7a69', {}],
    },
  },
]
