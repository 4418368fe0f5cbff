import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AdapterEvent, ChainAdapter, Network } from '@portico/core'
import { type Devnet, startDevnet } from '@portico/devnet'
import { afterAll, beforeAll } from 'vitest'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { testConfig } from '../../testing/testConfig.js'
import { relayUrlOf } from '../testing/openRelaySocket.js'
import { pairTestWallet } from './pairTestWallet.js'

type SessionNamespace = 'solana' | 'bip122' | 'cosmos' | 'polkadot'
type WalletParameters = Omit<Parameters<typeof pairTestWallet>[0], 'relayUrl'>

/** One widget-side session test's world: the cloud and its relay, the chain, the paired wallet and the adapter. */
export interface SessionWorld<N extends SessionNamespace> {
  readonly cloud: RunningCloud
  readonly devnet: Devnet<N>
  readonly network: Network
  readonly paired: Awaited<ReturnType<typeof pairTestWallet>>
  readonly adapter: ChainAdapter
  /** What the adapter emitted. */
  readonly events: AdapterEvent[]
}

/**
 * Starts (beforeAll) and stops (afterAll) a widget-side session test's world: a cloud on its own data folder and a
 * devnet of one namespace side by side, then the WalletConnect test wallet paired over the cloud's relay with the
 * namespaces asked for, and the namespace's adapter set up on the network (its events kept in `events`).
 */
export function useSessionWorld<const N extends SessionNamespace>(parameters: {
  namespace: N
  network(devnet: Devnet<N>): Network
  wallet(devnet: Devnet<N>, network: Network): WalletParameters
  namespaces(network: Network): Parameters<typeof pairTestWallet>[1]
  adapter(): ChainAdapter
  /** For chains slow to start (chopsticks compiles a runtime). */
  timeoutMs?: number
}): SessionWorld<N> {
  let dataDir: string | undefined
  let cloud: RunningCloud | undefined
  let devnet: Devnet<N> | undefined
  let world: Omit<SessionWorld<N>, 'events'> | undefined
  let paired: SessionWorld<N>['paired'] | undefined
  let adapter: ChainAdapter | undefined
  const events: AdapterEvent[] = []
  const started = () => {
    if (!world) throw new Error('the session world is not started')
    return world
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), `portico-relay-${parameters.namespace}-`))
    ;[cloud, devnet] = await Promise.all([
      startCloud(testConfig({ dataDir })),
      startDevnet({ chains: [parameters.namespace], ports: 'ephemeral' }) as Promise<Devnet<N>>,
    ])
    const network = parameters.network(devnet)
    paired = await pairTestWallet(
      { relayUrl: relayUrlOf(cloud.url), ...parameters.wallet(devnet, network) },
      parameters.namespaces(network),
    )
    adapter = parameters.adapter()
    world = { cloud, devnet, network, paired, adapter }
    await adapter.setup({
      networks: [network],
      enableEIP6963: true,
      enableInjected: true,
      emit: (event) => events.push(event),
    })
  }, parameters.timeoutMs)
  afterAll(async () => {
    adapter?.destroy?.()
    await paired?.close()
    await cloud?.stop()
    await devnet?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  return {
    get cloud() {
      return started().cloud
    },
    get devnet() {
      return started().devnet
    },
    get network() {
      return started().network
    },
    get paired() {
      return started().paired
    },
    get adapter() {
      return started().adapter
    },
    events,
  }
}
