import { bitcoinAdapter, bitcoinRegtest } from '@portico/adapter-bitcoin'
import { verifyBitcoinMessage } from '@portico/testing'
import { describe, expect, it } from 'vitest'
import { useSessionWorld } from './useSessionWorld.js'

describe('Bitcoin over a WalletConnect session: lean client, bitcoinAdapter.connectSession, official wallet, regtest', () => {
  const world = useSessionWorld({
    namespace: 'bip122',
    network: (devnet) => bitcoinRegtest({ esploraUrl: devnet.bip122.esploraUrl }),
    wallet: (devnet, network) => ({
      bip122: {
        privateKey: devnet.bip122.accounts[3]!.privateKey,
        chains: [
          { chainId: network.caipNetworkId as `bip122:${string}`, esploraUrl: devnet.bip122.esploraUrl },
        ],
      },
    }),
    namespaces: (network) => ({
      bip122: {
        chains: [network.caipNetworkId],
        methods: ['getAccountAddresses', 'signMessage', 'sendTransfer'],
        events: [],
      },
    }),
    adapter: () => bitcoinAdapter(),
  })

  it('connects the session, signs a message that verifies, and sends a transfer that is mined', async () => {
    const { adapter, devnet, network, paired } = world
    const from = devnet.bip122.accounts[3]!.address
    const connection = await adapter.connectSession?.({ session: paired.session, network })
    expect(connection).toMatchObject({ connectorId: 'walletConnect', address: from, chainId: network.id })
    expect(connection?.accounts).toEqual([{ address: from, type: 'payment' }])

    const signature = await adapter.signMessage({ message: 'hello over the session', address: from })
    expect(verifyBitcoinMessage('hello over the session', signature, from)).toBe(true)

    const to = devnet.bip122.accounts[8]!.address
    const funded = async () => {
      const response = await fetch(`${devnet.bip122.esploraUrl}/address/${to}`)
      return ((await response.json()) as { chain_stats: { funded_txo_sum: number } }).chain_stats
        .funded_txo_sum
    }
    const before = await funded()
    const txid = await adapter.sendTransaction?.({ address: from, network, to, value: 120_000n })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    await fetch(`${devnet.bip122.esploraUrl}/mine`, { method: 'POST' })
    await expect.poll(funded).toBe(before + 120_000)
    expect(paired.phone.requests.map((request) => [request.method, request.status])).toEqual([
      ['getAccountAddresses', 'approved'],
      ['signMessage', 'approved'],
      ['sendTransfer', 'approved'],
    ])
  })

  it("reports the wallet's disconnect as the adapter's disconnect", async () => {
    const { events, paired } = world
    await paired.phone.disconnect()
    await expect.poll(() => events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
  })
})
