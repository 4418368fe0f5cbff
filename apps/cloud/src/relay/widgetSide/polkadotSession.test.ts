import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { polkadotAdapter, polkadotLocal } from '@portico/adapter-polkadot'
import { describe, expect, it } from 'vitest'
import { useSessionWorld } from './useSessionWorld.js'

describe('Polkadot over a WalletConnect session: lean client, polkadotAdapter.connectSession, official wallet, chopsticks', () => {
  // chopsticks compiles the Asset Hub runtime at start: 30–50 s on a busy 2-core machine.
  const world = useSessionWorld({
    namespace: 'polkadot',
    network: (devnet) => polkadotLocal(devnet.polkadot),
    wallet: (devnet, network) => ({
      polkadot: {
        uris: [devnet.polkadot.accounts[3]!.uri],
        chains: [{ chainId: network.caipNetworkId as `polkadot:${string}` }],
      },
    }),
    namespaces: (network) => ({
      polkadot: {
        chains: [network.caipNetworkId],
        methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
        events: [],
      },
    }),
    adapter: () => polkadotAdapter(),
    timeoutMs: 240_000,
  })

  it('connects the session, signs a message that verifies, and sends a transfer that is included', async () => {
    const { adapter, devnet, network, paired } = world
    const from = devnet.polkadot.accounts[3]!.address
    const connection = await adapter.connectSession?.({ session: paired.session, network })
    expect(connection).toMatchObject({ connectorId: 'walletConnect', address: from, chainId: network.id })

    const signature = await adapter.signMessage({ message: 'hello over the session', address: from })
    expect(
      signatureVerify(u8aWrapBytes(stringToU8a('hello over the session')), signature, from).isValid,
    ).toBe(true)

    const to = devnet.polkadot.accounts[5]!.address
    const before = (await adapter.getBalance({ address: to, network })).value
    await adapter.sendTransaction?.({ address: from, network, to, value: 2n * 10n ** 12n })
    await expect
      .poll(async () => (await adapter.getBalance({ address: to, network })).value)
      .toBe(before + 2n * 10n ** 12n)
    expect(paired.phone.requests.map((request) => [request.method, request.status])).toEqual([
      ['polkadot_signMessage', 'approved'],
      ['polkadot_signTransaction', 'approved'],
    ])
  }, 60_000)

  it("reports the wallet's disconnect as the adapter's disconnect", async () => {
    const { events, paired } = world
    await paired.phone.disconnect()
    await expect.poll(() => events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
  })
})
