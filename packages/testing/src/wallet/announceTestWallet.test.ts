import { describe, expect, it } from 'vitest'
import { announceTestWallet, testWalletIcon } from './announceTestWallet.js'
import { createTestWallet } from './createTestWallet.js'

const info = {
  uuid: 'b5c5bb4e-1c5b-4c9b-9f0e-6ad5b4f1a001',
  name: 'Portico Test Wallet',
  icon: testWalletIcon,
  rdns: 'dev.portico.testwallet',
}
const wallet = createTestWallet({
  privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  chains: [{ chainId: 31337, name: 'Portico Local', rpcUrl: 'http://127.0.0.1:8545' }],
})

type Announcement = { info: typeof info; provider: unknown }

function listen(target: EventTarget): Announcement[] {
  const seen: Announcement[] = []
  target.addEventListener('eip6963:announceProvider', (event) => seen.push((event as CustomEvent).detail))
  return seen
}

describe('announceTestWallet', () => {
  it('announces at once and again on every eip6963:requestProvider', () => {
    const target = new EventTarget()
    const seen = listen(target)
    announceTestWallet(wallet, info, { target })
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    expect(seen[1]).toEqual({ info, provider: wallet })
    expect(Object.isFrozen(seen[1])).toBe(true)
  })

  it('stops answering and removes window.ethereum when stopped', () => {
    const target = new EventTarget()
    const stop = announceTestWallet(wallet, info, { target, windowEthereum: true })
    expect((target as { ethereum?: unknown }).ethereum).toBe(wallet)
    stop()
    const seen = listen(target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toEqual([])
    expect((target as { ethereum?: unknown }).ethereum).toBeUndefined()
  })

  it('refuses an icon that is not a data URI', () => {
    expect(() =>
      announceTestWallet(
        wallet,
        { ...info, icon: 'https://example.com/i.png' },
        { target: new EventTarget() },
      ),
    ).toThrow('EIP-6963 icons must be data URIs')
  })
})
