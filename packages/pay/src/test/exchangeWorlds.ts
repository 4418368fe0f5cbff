import { fakeMainnet } from '@portico/core/testing'
import { expect, vi } from 'vitest'
import type { PayError } from '../errors/PayError.js'
import { connectedPay } from './connectedPay.js'
import { stubPayCloud } from './stubPayCloud.js'

/**
 * `pay()` of 5 USDC on Fake Mainnet over the stubbed cloud, its exchange listed; `paid` is its outcome (a PayError when
 * it rejects). The timers are fake from then on (the status is read every second).
 */
export async function payingFiveUsdc() {
  const cloud = stubPayCloud()
  const world = await connectedPay()
  const paid = world.api
    .pay({
      recipient: '0x000000000000000000000000000000000000dEaD',
      amount: 5,
      paymentAsset: {
        network: fakeMainnet.caipNetworkId,
        asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      },
    })
    .catch((error: PayError) => error)
  await vi.waitFor(() => expect(world.state.exchanges).toHaveLength(1))
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  return { cloud, paid, ...world }
}

/** Fund wallet open on Account over the stubbed cloud, its exchange listed; the timers are fake from then on. */
export async function fundingWallet() {
  const cloud = stubPayCloud()
  const world = await connectedPay()
  await world.portico.open({ view: 'Account' })
  world.portico.push('FundWallet')
  world.api.startDeposit()
  await vi.waitFor(() => expect(world.state.exchanges).toHaveLength(1))
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  return { cloud, ...world }
}
