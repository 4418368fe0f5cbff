import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bitcoinAdapter, bitcoinRegtest } from '@portico/adapter-bitcoin'
import type { AdapterEvent, ChainAdapter, Network } from '@portico/core'
import { type Devnet, startDevnet } from '@portico/devnet'
import { verifyBitcoinMessage } from '@portico/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { testConfig } from '../../testing/testConfig.js'
import { relayUrlOf } from '../testing/openRelaySocket.js'
import { pairTestWallet } from './pairTestWallet.js'

describe('Bitcoin over a WalletConnect session: lean client, bitcoinAdapter.connectSession, official wallet, regtest', () => {
  let dataDir: string
  let cloud: RunningCloud
  let devnet: Devnet<'bip122'>
  let network: Network
  let paired: Awaited<ReturnType<typeof pairTestWallet>>
  let adapter: ChainAdapter
  const events: AdapterEvent[] = []

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-bitcoin-'))
    ;[cloud, devnet] = await Promise.all([
      startCloud(testConfig({ dataDir })),
      startDevnet({ chains: ['bip122'], ports: 'ephemeral' }),
    ])
    network = bitcoinRegtest({ esploraUrl: devnet.bip122.esploraUrl })
    paired = await pairTestWallet(
      {
        relayUrl: relayUrlOf(cloud.url),
        bip122: {
          privateKey: devnet.bip122.accounts[3]!.privateKey,
          chains: [
            { chainId: network.caipNetworkId as `bip122:${string}`, esploraUrl: devnet.bip122.esploraUrl },
          ],
        },
      },
      {
        bip122: {
          chains: [network.caipNetworkId],
          methods: ['getAccountAddresses', 'signMessage', 'sendTransfer'],
          events: [],
        },
      },
    )
    adapter = bitcoinAdapter()
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

  it('connects the session, signs a message that verifies, and sends a transfer that is mined', async () => {
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
    await paired.phone.disconnect()
    await expect.poll(() => events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
  })
})
