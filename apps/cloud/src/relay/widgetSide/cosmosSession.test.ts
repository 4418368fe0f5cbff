import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cosmosAdapter, cosmosLocalnet } from '@portico/adapter-cosmos'
import type { AdapterEvent, ChainAdapter, Network } from '@portico/core'
import { type Devnet, startDevnet } from '@portico/devnet'
import { createCosmosTestWallet } from '@portico/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { testConfig } from '../../testing/testConfig.js'
import { relayUrlOf } from '../testing/openRelaySocket.js'
import { pairTestWallet } from './pairTestWallet.js'

describe('Cosmos over a WalletConnect session: lean client, cosmosAdapter.connectSession, official wallet, local chain', () => {
  let dataDir: string
  let cloud: RunningCloud
  let devnet: Devnet<'cosmos'>
  let network: Network
  let paired: Awaited<ReturnType<typeof pairTestWallet>>
  let adapter: ChainAdapter
  const events: AdapterEvent[] = []

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-cosmos-'))
    ;[cloud, devnet] = await Promise.all([
      startCloud(testConfig({ dataDir })),
      startDevnet({ chains: ['cosmos'], ports: 'ephemeral' }),
    ])
    network = cosmosLocalnet({ rpcUrl: devnet.cosmos.rpcUrl, restUrl: devnet.cosmos.restUrl })
    paired = await pairTestWallet(
      {
        relayUrl: relayUrlOf(cloud.url),
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
      },
      {
        cosmos: {
          chains: [network.caipNetworkId],
          methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
          events: [],
        },
      },
    )
    adapter = cosmosAdapter()
    await adapter.setup({
      networks: [network],
      enableEIP6963: true,
      enableInjected: true,
      emit: (event) => events.push(event),
    })
  })
  afterAll(async () => {
    adapter?.destroy?.()
    await paired?.close()
    await cloud?.stop()
    await devnet?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('connects the session, signs a message that verifies (ADR-36), and sends a transfer that is included', async () => {
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
    await paired.phone.disconnect()
    await expect.poll(() => events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
  })
})
