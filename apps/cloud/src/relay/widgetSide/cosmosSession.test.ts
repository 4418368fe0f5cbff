import { cosmosAdapter, cosmosLocalnet } from '@portico/adapter-cosmos'
import { createCosmosTestWallet } from '@portico/testing'
import { describe, expect, it } from 'vitest'
import { useSessionWorld } from './useSessionWorld.js'

describe('Cosmos over a WalletConnect session: lean client, cosmosAdapter.connectSession, official wallet, local chain', () => {
  const world = useSessionWorld({
    namespace: 'cosmos',
    network: (devnet) => cosmosLocalnet({ rpcUrl: devnet.cosmos.rpcUrl, restUrl: devnet.cosmos.restUrl }),
    wallet: (devnet, network) => ({
      cosmos: {
        privateKey: devnet.cosmos.accounts[6]!.privateKey,
        chains: [
          {
            chainId: network.caipNetworkId as `cosmos:${string}`,
            bech32Prefix: devnet.cosmos.bech32Prefix,
            restUrl: devnet.cosmos.restUrl,
          },
        ],
      },
    }),
    namespaces: (network) => ({
      cosmos: {
        chains: [network.caipNetworkId],
        methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
        events: [],
      },
    }),
    adapter: () => cosmosAdapter(),
  })

  it('connects the session, signs a message that verifies (ADR-36), and sends a transfer that is included', async () => {
    const { adapter, devnet, network, paired } = world
    const { address: from, publicKey, privateKey } = devnet.cosmos.accounts[6]!
    const connection = await adapter.connectSession?.({ session: paired.session, network })
    expect(connection).toMatchObject({
      connectorId: 'walletConnect',
      address: from,
      chainId: devnet.cosmos.chainId,
    })

    const signature = await adapter.signMessage({ message: 'hello over the session', address: from })
    const verifier = createCosmosTestWallet({
      privateKey,
      chains: [
        {
          chainId: devnet.cosmos.chainId,
          bech32Prefix: devnet.cosmos.bech32Prefix,
          restUrl: devnet.cosmos.restUrl,
        },
      ],
    })
    const pubKey = btoa(String.fromCharCode(...Buffer.from(publicKey, 'hex')))
    expect(
      await verifier.verifyArbitrary(devnet.cosmos.chainId, from, 'hello over the session', {
        pub_key: { type: 'tendermint/PubKeySecp256k1', value: pubKey },
        signature,
      }),
    ).toBe(true)

    const to = devnet.cosmos.accounts[0]!.address
    const balance = async () => {
      const response = await fetch(
        `${devnet.cosmos.restUrl}/cosmos/bank/v1beta1/balances/${to}/by_denom?denom=${devnet.cosmos.denom}`,
      )
      return BigInt(((await response.json()) as { balance: { amount: string } }).balance.amount)
    }
    const before = await balance()
    await adapter.sendTransaction?.({ address: from, network, to, value: 2_345n })
    await expect.poll(balance).toBe(before + 2_345n)
    expect(
      paired.phone.requests
        .filter((request) => request.method !== 'cosmos_getAccounts')
        .map((request) => [request.method, request.status]),
    ).toEqual([
      ['cosmos_signAmino', 'approved'],
      ['cosmos_signDirect', 'approved'],
    ])
  }, 60_000)

  it("reports the wallet's disconnect as the adapter's disconnect", async () => {
    const { events, paired } = world
    await paired.phone.disconnect()
    await expect.poll(() => events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
  })
})
