import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Devnet,
  defineDevnetEvmChain,
  devnetEvmContracts,
  startDevnet,
  writeDevnetFile,
} from '@portico/devnet'
import { createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { testConfig } from '../../testing/testConfig.js'

/** The devnet's public development mnemonic (anvil's default accounts). */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
const sender = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 })
const receiver = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 })
const LAB = 'portico-lab'

type Balance = { symbol: string; quantity: { decimals: string; numeric: string } }
type History = {
  data: {
    metadata: { operationType: string }
    transfers: {
      fungible_info?: { symbol: string }
      nft_info?: { name: string }
      quantity: { numeric: string }
    }[]
  }[]
}

/** The cloud against @portico/devnet: upstreams found through the devnet endpoints file, its contracts indexed. */
describe('cloud with @portico/devnet', () => {
  let devnet: Devnet<'eip155'>
  let cloud: RunningCloud
  let dir: string
  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${cloud.url}${path}`)).json()) as T

  beforeAll(async () => {
    devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
    dir = await mkdtemp(join(tmpdir(), 'portico-cloud-devnet-'))
    // The cloud's data folder exists, so testConfig gives it PGlite's migrated template (no initdb).
    await mkdir(join(dir, 'data'))
    const devnetFile = join(dir, 'endpoints.json')
    await writeDevnetFile(devnetFile, {
      pid: process.pid,
      startedAt: new Date().toISOString(),
      eip155: devnet.eip155,
    })
    cloud = await startCloud(
      testConfig({
        dataDir: join(dir, 'data'),
        devnetEndpointsFile: devnetFile,
        indexer: { enabled: true, chains: devnet.eip155.chains.map((chain) => `eip155:${chain.chainId}`) },
      }),
    )
  })

  afterAll(async () => {
    await cloud?.stop()
    await devnet?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('reaches every devnet chain through the endpoints file', async () => {
    for (const chain of devnet.eip155.chains) {
      const response = await fetch(`${cloud.url}/v1/?chainId=eip155:${chain.chainId}&projectId=${LAB}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      })
      expect(((await response.json()) as { result: string }).result).toBe(`0x${chain.chainId.toString(16)}`)
    }
  })

  it('indexes the USDT-like token (6 decimals, no return value) and the collectibles', async () => {
    const [first] = devnet.eip155.chains
    if (!first) throw new Error('the devnet started no EVM chain')
    const chain = defineDevnetEvmChain(first)
    const wallet = createWalletClient({ chain, transport: http(first.rpcUrl), account: sender })
    await wallet.writeContract({
      address: devnetEvmContracts.usdt.address,
      abi: devnetEvmContracts.usdt.abi,
      functionName: 'transfer',
      args: [receiver.address, 12_500_000n],
    })
    const chainId = `eip155:${first.chainId}`
    await expect
      .poll(
        async () =>
          (
            await get<History>(`/v1/account/${receiver.address}/history?projectId=${LAB}&chainId=${chainId}`)
          ).data.some((tx) =>
            tx.transfers.some((t) => t.fungible_info?.symbol === 'USDT' && t.quantity.numeric === '12.5'),
          ),
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true)
    const { balances } = await get<{ balances: Balance[] }>(
      `/v1/account/${receiver.address}/balance?projectId=${LAB}&chainId=${chainId}`,
    )
    expect(balances.find((balance) => balance.symbol === 'USDT')?.quantity).toEqual({
      decimals: '6',
      numeric: '1000012.5',
    })
    const owner = await get<History>(
      `/v1/account/${devnetEvmContracts.nft.owner}/history?projectId=${LAB}&chainId=${chainId}&limit=100`,
    )
    const minted = owner.data.flatMap((tx) => tx.transfers.map((t) => t.nft_info?.name)).filter(Boolean)
    expect(minted).toEqual(
      expect.arrayContaining([
        'Portico Collectibles #1',
        'Portico Collectibles #2',
        'Portico Collectibles #3',
      ]),
    )
    const { nfts } = await get<{ nfts: { name: string; tokenId: string; collection: string }[] }>(
      `/v1/account/${devnetEvmContracts.nft.owner}/nfts?projectId=${LAB}&chainId=${chainId}`,
    )
    expect(nfts.map((nft) => [nft.collection, nft.name, nft.tokenId])).toEqual(
      expect.arrayContaining([
        ['Portico Collectibles', 'Portico Collectible #1', '1'],
        ['Portico Collectibles', 'Portico Collectible #3', '3'],
      ]),
    )
    const none = await get<{ nfts: unknown[] }>(
      `/v1/account/${receiver.address}/nfts?projectId=${LAB}&chainId=${chainId}`,
    )
    expect(none.nfts).toEqual([])
  })
})
