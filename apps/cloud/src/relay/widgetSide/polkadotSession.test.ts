import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { polkadotAdapter, polkadotLocal } from '@portico/adapter-polkadot'
import type { AdapterEvent, ChainAdapter, Network } from '@portico/core'
import { type Devnet, startDevnet } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { testConfig } from '../../testing/testConfig.js'
import { relayUrlOf } from '../testing/openRelaySocket.js'
import { pairTestWallet } from './pairTestWallet.js'

describe('Polkadot over a WalletConnect session: lean client, polkadotAdapter.connectSession, official wallet, chopsticks', () => {
  let dataDir: string
  let cloud: RunningCloud
  let devnet: Devnet<'polkadot'>
  let network: Network
  let paired: Awaited<ReturnType<typeof pairTestWallet>>
  let adapter: ChainAdapter
  const events: AdapterEvent[] = []

  // chopsticks compiles the Asset Hub runtime at start: 30–50 s on a busy 2-core machine.
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-polkadot-'))
    ;[cloud, devnet] = await Promise.all([
      startCloud(testConfig({ dataDir })),
      startDevnet({ chains: ['polkadot'], ports: 'ephemeral' }),
    ])
    network = polkadotLocal(devnet.polkadot)
    paired = await pairTestWallet(
      {
        relayUrl: relayUrlOf(cloud.url),
        polkadot: {
          uris: [devnet.polkadot.accounts[3]!.uri],
          chains: [{ chainId: network.caipNetworkId as `polkadot:${string}` }],
        },
      },
      {
        polkadot: {
          chains: [network.caipNetworkId],
          methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
          events: [],
        },
      },
    )
    adapter = polkadotAdapter()
    await adapter.setup({
      networks: [network],
      enableEIP6963: true,
      enableInjected: true,
      emit: (event) => events.push(event),
    })
  }, 240_000)
  afterAll(async () => {
    adapter?.destroy?.()
    await paired?.close()
    await cloud?.stop()
    await devnet?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('connects the session, signs a message that verifies, and sends a transfer that is included', async () => {
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
    await paired.phone.disconnect()
    await expect.poll(() => events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
  })
})
