import type { PayExchangeConfig } from '../../pay/PayExchangeConfig.js'
import { cdpTestKey } from '../cdpTestKeys.js'
import type { HostileRoute } from './HostileRoute.js'
import { ADDRESS, LAB_PROJECT } from './hostileRouteValues.js'

const COINBASE_KEY = cdpTestKey('ed25519')

/**
 * Pay settings with the exchanges on a port where nothing listens, so the hostile requests reach an exchange call:
 * `binance` over the cloud's protocol, `coinbase` over Coinbase's own API.
 */
export const payOnDownExchange: PayExchangeConfig = {
  exchanges: {
    binance: {
      url: 'http://127.0.0.1:9',
      apiKey: 'hostile-api-key',
      urlSigningSecret: 'hostile-url-signing-secret',
    },
    coinbase: {
      api: 'coinbase',
      url: 'http://127.0.0.1:9',
      apiKey: COINBASE_KEY.id,
      apiSecret: COINBASE_KEY.secret,
      pollIntervalMs: 0,
    },
  },
  timeoutMs: 5_000,
}

const USDC = `0x${'cd'.repeat(20)}`

/** Paying from an exchange (`/v1/pay/*`, src/pay/): every valid request that reaches an exchange is a 502. */
export const PAY_ROUTES: HostileRoute[] = [
  {
    method: 'GET',
    path: '/v1/pay/exchanges',
    query: { ...LAB_PROJECT, network: 'eip155:31337', asset: USDC },
    validStatus: 502,
  },
  {
    method: 'POST',
    path: '/v1/pay/url',
    query: { ...LAB_PROJECT },
    body: {
      exchange: 'binance',
      network: 'eip155:31337',
      asset: USDC,
      amount: '5000000',
      recipient: ADDRESS,
      redirectUrl: 'http://127.0.0.1:5173/paid',
    },
    validStatus: 502,
  },
  // The exchange `coinbase` over Coinbase's own API: its buy options are asked of a Coinbase that is down.
  {
    method: 'POST',
    path: '/v1/pay/url',
    query: { ...LAB_PROJECT },
    body: {
      exchange: 'coinbase',
      network: 'eip155:8453',
      asset: 'native',
      amount: '5000000',
      recipient: ADDRESS,
    },
    validStatus: 502,
  },
  {
    method: 'GET',
    path: '/v1/pay/payments/:paymentId',
    params: { paymentId: `pay_${'0'.repeat(32)}` },
    query: { ...LAB_PROJECT },
    validStatus: 404,
  },
]
