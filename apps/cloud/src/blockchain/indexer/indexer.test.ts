import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { ozContract } from '../../testing/ozContract.js'
import { type RunningAnvil, spawnAnvil } from '../../testing/spawnAnvil.js'
import { testConfig } from '../../testing/testConfig.js'

/** Anvil's well-known development mnemonic (public test keys, funded with 10,000 ETH each). */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
const alice = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 })
const bob = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 })
const CHAIN = 'eip155:31337'
const LAB = 'portico-lab'

type HistoryPage = {
  data: {
    id: string
    metadata: {
      operationType: string
      sentFrom: string
      sentTo: string
      status: string
      chain: string
      minedAt: string
    }
    transfers: {
      fungible_info?: { symbol: string }
      nft_info?: { name: string }
      direction: string
      quantity: { numeric: string }
    }[]
  }[]
  next: string | null
}

describe('indexer and blockchain API against a real anvil', () => {
  let anvil: RunningAnvil
  let cloud: RunningCloud
  let dataDir: string
  let token: Hex
  let nft: Hex
  let chain: Chain
  const hashes: Record<string, Hex> = {}

  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${cloud.url}${path}`)).json()) as T
  const history = (address: string, query = '') =>
    get<HistoryPage>(`/v1/account/${address}/history?projectId=${LAB}${query}`)

  beforeAll(async () => {
    anvil = await spawnAnvil(31337)
    chain = defineChain({
      id: 31337,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    const publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
    const wallet = createWalletClient({ chain, transport: http(anvil.rpcUrl), account: alice })
    const mined = async (hash: Hex) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      return receipt
    }

    const erc20 = await ozContract('ERC20PresetMinterPauser')
    token = (await mined(await wallet.deployContract({ ...erc20, args: ['Test USD', 'TUSD'] })))
      .contractAddress!
    const erc721 = await ozContract('ERC721PresetMinterPauserAutoId')
    nft = (
      await mined(
        await wallet.deployContract({ ...erc721, args: ['Test NFT', 'TNFT', 'https://nft.example/'] }),
      )
    ).contractAddress!
    await mined(
      await wallet.writeContract({
        address: token,
        abi: erc20.abi,
        functionName: 'mint',
        args: [alice.address, parseEther('1000')],
      }),
    )
    hashes.native = await wallet.sendTransaction({ to: bob.address, value: parseEther('1.5') })
    await mined(hashes.native)
    hashes.erc20 = await wallet.writeContract({
      address: token,
      abi: erc20.abi,
      functionName: 'transfer',
      args: [bob.address, parseEther('250')],
    })
    await mined(hashes.erc20)
    hashes.nft = await wallet.writeContract({
      address: nft,
      abi: erc721.abi,
      functionName: 'mint',
      args: [bob.address],
    })
    await mined(hashes.nft)

    dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-indexer-'))
    cloud = await startCloud(
      testConfig({
        dataDir,
        rpcUpstreams: { [CHAIN]: anvil.rpcUrl, 'eip155:9999': 'http://127.0.0.1:1' },
        // An unreachable chain next to the real one: logged and retried, never fatal.
        indexer: { enabled: true, chains: [CHAIN, 'eip155:9999'] },
      }),
    )
  })

  afterAll(async () => {
    await cloud?.stop()
    await anvil?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('records native, ERC-20 and ERC-721 transfers in docs/behaviour.md Transaction shape', async () => {
    await expect
      .poll(async () => (await history(bob.address)).data.length, { timeout: 60_000, interval: 200 })
      .toBe(3)
    const { data, next } = await history(bob.address)
    expect(next).toBeNull()
    const byHash = Object.fromEntries(data.map((tx) => [tx.id, tx]))
    expect(byHash[hashes.native!]).toMatchObject({
      metadata: {
        operationType: 'receive',
        status: 'confirmed',
        chain: CHAIN,
        sentFrom: alice.address.toLowerCase(),
        sentTo: bob.address.toLowerCase(),
      },
      transfers: [{ fungible_info: { symbol: 'ETH' }, direction: 'in', quantity: { numeric: '1.5' } }],
    })
    expect(byHash[hashes.erc20!]).toMatchObject({
      metadata: { operationType: 'receive', sentTo: token.toLowerCase() },
      transfers: [{ fungible_info: { symbol: 'TUSD' }, direction: 'in', quantity: { numeric: '250' } }],
    })
    expect(byHash[hashes.nft!]).toMatchObject({
      metadata: { operationType: 'mint' },
      transfers: [{ nft_info: { name: 'Test NFT #0' }, direction: 'in', quantity: { numeric: '1' } }],
    })
    expect(Date.parse(data[0]!.metadata.minedAt)).toBeGreaterThanOrEqual(
      Date.parse(data[2]!.metadata.minedAt),
    )
  })

  it('pages an account history with cursors, newest first', async () => {
    await expect
      .poll(async () => (await history(alice.address)).data.length, { timeout: 60_000, interval: 200 })
      .toBe(6)
    const all = await history(alice.address)
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: HistoryPage = await history(alice.address, `&limit=4${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...page.data.map((tx) => tx.id))
      cursor = page.next
    } while (cursor)
    expect(seen).toEqual(all.data.map((tx) => tx.id))
    expect(all.data.find((tx) => tx.id === hashes.erc20)?.metadata.operationType).toBe('send')
    expect((await history(alice.address, '&chainId=eip155:1')).data).toEqual([])
  })

  it('answers native and token balances with docs/behaviour.md token fields', async () => {
    const { balances } = await get<{ balances: Record<string, unknown>[] }>(
      `/v1/account/${bob.address}/balance?projectId=${LAB}&chainId=${CHAIN}`,
    )
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: CHAIN,
        address: null,
        // The lab seed's demo price of the devnet ether; the test token has no price, so none is shown.
        value: 12_346_851.75,
        price: 1234.5,
        quantity: { decimals: '18', numeric: '10001.5' },
        iconUrl: `${cloud.url}/public/getTokenImage/ETH`,
      },
      {
        name: 'Test USD',
        symbol: 'TUSD',
        chainId: CHAIN,
        address: `${CHAIN}:${token.toLowerCase()}`,
        quantity: { decimals: '18', numeric: '250' },
        iconUrl: `${cloud.url}/public/getTokenImage/TUSD`,
      },
    ])
    const everywhere = await get<{ balances: { chainId: string }[] }>(
      `/v1/account/${bob.address}/balance?projectId=${LAB}`,
    )
    expect(everywhere.balances.map((balance) => balance.chainId)).toContain(CHAIN)
  })

  it('proxies allowed JSON-RPC calls to the chain', async () => {
    const response = await fetch(`${cloud.url}/v1/?chainId=${CHAIN}&projectId=${LAB}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'eth_chainId' },
        {
          jsonrpc: '2.0',
          id: 'b',
          method: 'eth_sendTransaction',
          params: [{ from: alice.address, to: bob.address }],
        },
        { jsonrpc: '2.0', id: 'c', method: 'eth_getBalance', params: [bob.address, 'latest'] },
      ]),
    })
    const [chainId, refused, balance] = (await response.json()) as {
      id: string
      result?: string
      error?: { code: number }
    }[]
    expect(chainId).toEqual({ jsonrpc: '2.0', id: 'a', result: '0x7a69' })
    expect(refused).toMatchObject({ id: 'b', error: { code: -32004 } })
    expect(BigInt(balance!.result!)).toBe(parseEther('10001.5'))
  })

  it('re-indexes from scratch when the chain is reset', async () => {
    // A plain anvil_reset (viem's reset() asks for forking, which a local anvil refuses).
    await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_reset', params: [] }),
    })
    const wallet = createWalletClient({ chain, transport: http(anvil.rpcUrl), account: alice })
    const hash = await wallet.sendTransaction({ to: bob.address, value: parseEther('2') })
    await expect
      .poll(async () => (await history(bob.address)).data.map((tx) => tx.id), {
        timeout: 60_000,
        interval: 200,
      })
      .toEqual([hash])
  })
})
