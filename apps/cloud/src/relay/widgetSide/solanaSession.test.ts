import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { solanaAdapter, solanaLocalnet } from '@portico/adapter-solana'
import type { AdapterEvent, ChainAdapter, Network } from '@portico/core'
import { type Devnet, startDevnet } from '@portico/devnet'
import {
  address,
  createSolanaRpc,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { testConfig } from '../../testing/testConfig.js'
import { relayUrlOf } from '../testing/openRelaySocket.js'
import { pairTestWallet } from './pairTestWallet.js'

describe('Solana over a WalletConnect session: lean client, solanaAdapter.connectSession, official wallet, local validator', () => {
  let dataDir: string
  let cloud: RunningCloud
  let devnet: Devnet<'solana'>
  let network: Network
  let paired: Awaited<ReturnType<typeof pairTestWallet>>
  let adapter: ChainAdapter
  const events: AdapterEvent[] = []

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-solana-'))
    ;[cloud, devnet] = await Promise.all([
      startCloud(testConfig({ dataDir })),
      startDevnet({ chains: ['solana'], ports: 'ephemeral' }),
    ])
    network = solanaLocalnet({
      rpcUrl: devnet.solana.rpcUrl,
      wsUrl: devnet.solana.wsUrl,
      genesisHash: devnet.solana.genesisHash,
    })
    paired = await pairTestWallet(
      {
        relayUrl: relayUrlOf(cloud.url),
        solana: {
          secretKey: devnet.solana.accounts[2]!.secretKey,
          chains: [{ chainId: network.caipNetworkId as `solana:${string}`, rpcUrl: devnet.solana.rpcUrl }],
        },
      },
      {
        solana: {
          chains: [network.caipNetworkId],
          methods: ['solana_signMessage', 'solana_signTransaction'],
          events: [],
        },
      },
    )
    adapter = solanaAdapter()
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

  it('connects the session, signs a message that verifies, and sends a transfer that lands', async () => {
    const from = devnet.solana.accounts[2]!.address
    const connection = await adapter.connectSession?.({ session: paired.session, network })
    expect(connection).toMatchObject({ connectorId: 'walletConnect', address: from, chainId: network.id })

    const signature = await adapter.signMessage({ message: 'hello over the session', address: from })
    const key = await getPublicKeyFromAddress(address(from))
    const bytes = new TextEncoder().encode('hello over the session')
    expect(await verifySignature(key, getBase58Encoder().encode(signature) as SignatureBytes, bytes)).toBe(
      true,
    )

    const to = devnet.solana.accounts[7]!.address
    const rpc = createSolanaRpc(devnet.solana.rpcUrl)
    const before = (await rpc.getBalance(address(to)).send()).value
    await adapter.sendTransaction?.({ address: from, network, to, value: 1_500_000n })
    expect((await rpc.getBalance(address(to)).send()).value).toBe(before + 1_500_000n)
    expect(paired.phone.requests.map((request) => [request.method, request.status])).toEqual([
      ['solana_signMessage', 'approved'],
      ['solana_signTransaction', 'approved'],
    ])
  })

  it("reports the wallet's disconnect as the adapter's disconnect", async () => {
    await paired.phone.disconnect()
    await expect.poll(() => events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
  })
})
