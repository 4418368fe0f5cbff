import { type Devnet, startDevnet } from '@portico/devnet'
import { createCosmosTestWallet } from '@portico/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { getCosmosBalance } from '../actions/getCosmosBalance.js'
import { sendCosmosTransfer } from '../actions/sendCosmosTransfer.js'
import type { KeplrLike } from '../connectors/KeplrLike.js'
import { cosmosLocalnet } from '../networks/cosmosLocalnet.js'
import { BALANCE_POLL_MS, watchCosmosBalance } from './watchCosmosBalance.js'

let devnet: Devnet<'cosmos'>

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['cosmos'], ports: 'ephemeral' })
})
afterAll(() => devnet?.stop())

it('reports a balance moved by a transfer sent elsewhere', async () => {
  const network = cosmosLocalnet({ rpcUrl: devnet.cosmos.rpcUrl, restUrl: devnet.cosmos.restUrl })
  const [watched, sender] = devnet.cosmos.accounts
  if (!watched || !sender) throw new Error('The devnet has ten Cosmos accounts')
  let changes = 0
  const { value } = await getCosmosBalance(network, watched.address)
  const stop = watchCosmosBalance({
    network,
    address: watched.address,
    knownValue: () => value,
    onChange: () => {
      changes += 1
    },
  })
  const wallet = createCosmosTestWallet({
    privateKey: sender.privateKey,
    chains: [{ chainId: 'portico-local-1', bech32Prefix: 'portico', restUrl: devnet.cosmos.restUrl }],
    authorized: true,
  }) as unknown as KeplrLike
  await sendCosmosTransfer({ wallet, network, from: sender.address, to: watched.address, value: 42n })
  await expect.poll(() => changes, { timeout: BALANCE_POLL_MS * 3 }).toBe(1)
  stop()
})
