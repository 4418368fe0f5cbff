import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { OnrampConfig } from '../onramp/OnrampConfig.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from './testConfig.js'

/** The project the on-ramp tests buy in, and the buyer of their purchase (100 USD of ETH on Ethereum). */
export const ONRAMP_TEST_PROJECT = 'portico-lab'
export const ONRAMP_TEST_BUYER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const PURCHASE = { fiatAmount: '100.00', fiatCurrency: 'USD', asset: 'ETH', network: 'eip155:1' }

/**
 * For a test file: a cloud whose on-ramp providers are `providers()` (read when it starts, so after the file's
 * earlier `beforeAll`, which starts the providers' stand-ins), started before the file's tests and stopped after
 * them, before those stand-ins; a call to a provider may take 5 seconds. With it, the widget's requests for the
 * test purchase (100 USD of ETH on Ethereum for ONRAMP_TEST_BUYER): its quotes, a provider's checkout, a purchase.
 */
export function useOnrampCloud(providers: () => OnrampConfig['providers']) {
  let cloud: RunningCloud | undefined
  let dir: string | undefined
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-cloud-onramp-'))
    cloud = await startCloud(
      testConfig({ dataDir: join(dir, 'data'), onramp: { providers: providers(), timeoutMs: 5_000 } }),
    )
  })
  afterAll(async () => {
    await cloud?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  const started = () => {
    if (!cloud) throw new Error('useOnrampCloud: the cloud is not started yet')
    return cloud
  }
  return {
    get cloud(): RunningCloud {
      return started()
    },
    askQuote: () =>
      fetch(
        `${started().url}/v1/onramp/quote?${new URLSearchParams({ projectId: ONRAMP_TEST_PROJECT, ...PURCHASE })}`,
      ),
    askCheckout: (provider: string) =>
      fetch(`${started().url}/v1/generators/onrampurl?projectId=${ONRAMP_TEST_PROJECT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          provider,
          ...PURCHASE,
          address: ONRAMP_TEST_BUYER,
          redirectUrl: 'http://127.0.0.1:5173/bought',
        }),
      }),
    askPurchase: (purchaseId: string) =>
      fetch(`${started().url}/v1/onramp/purchases/${purchaseId}?projectId=${ONRAMP_TEST_PROJECT}`),
  }
}
