import { mkdtemp, rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Hex, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../cli/runCli.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { anvilClients } from './anvilClients.js'
import type { ApiSuiteStorage } from './apiSuite/createApiSuiteClient.js'
import { cloudRequests } from './cloudRequests.js'
import { ozContract } from './ozContract.js'
import { type RunningAnvil, spawnAnvil } from './spawnAnvil.js'
import { testConfig } from './testConfig.js'

const LAB = 'portico-lab'
const CHAIN = 'eip155:31337'
const UNPRICED_CHAIN = 'eip155:31339'
// Anvil's first dev account (public test key): 10,000 ETH on a fresh chain.
const alice = mnemonicToAccount('test test test test test test test test test test test junk')
const ACCOUNT = alice.address

/** Deploys an ERC-20 on the anvil chain and mints 1,000 of it to the account; returns its address. */
async function deployToken(chain: RunningAnvil): Promise<Hex> {
  const { client, wallet } = anvilClients(chain, alice)
  const erc20 = await ozContract('ERC20PresetMinterPauser')
  const deployed = await client.waitForTransactionReceipt({
    hash: await wallet.deployContract({ ...erc20, args: ['Test USD', 'TUSD'] }),
    pollingInterval: 50,
  })
  const token = deployed.contractAddress as Hex
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: token,
      abi: erc20.abi,
      functionName: 'mint',
      args: [ACCOUNT, parseEther('1000')],
    }),
    pollingInterval: 50,
  })
  return token
}

/**
 * Token prices: the admin API and CLI that set them, and the balances that show them, against a cloud on
 * two anvil chains (one priced by the lab seed, one never priced, with the indexer on). Its own cloud,
 * not the API suite's (that one serves no chain), so it has its own PGlite and PostgreSQL test files.
 * Run on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
export function definePricesSuite(
  name: string,
  openStorage: () => Promise<ApiSuiteStorage>,
  skip = false,
): void {
  describe.skipIf(skip)(`token prices on ${name}`, () => {
    let storage: ApiSuiteStorage
    let dataDir: string
    let cloud: RunningCloud
    let chains: RunningAnvil[]
    let token: Hex
    const config = () =>
      testConfig({
        dataDir,
        databaseUrl: storage.databaseUrl,
        rpcUpstreams: Object.fromEntries(chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl])),
        // The indexer lists the tokens an account received, on the never-priced chain.
        // A chain that stands still: indexed up to its head (other than the devnet's, chains default to 12 confirmations).
        indexer: {
          enabled: true,
          chains: [UNPRICED_CHAIN],
          perChain: { [UNPRICED_CHAIN]: { confirmations: 0 } },
        },
      })

    const { call, putAdmin } = cloudRequests(() => cloud)
    const putPrices = (body: unknown, token?: string) => putAdmin('/admin/v1/prices', body, token)
    const balanceOf = async (chainId: string, address: string | null) => {
      const { status, body } = await call(
        `/v1/account/${ACCOUNT}/balance?projectId=${LAB}&chainId=${chainId}`,
      )
      expect(status).toBe(200)
      return body.balances.find((balance: { address: string | null }) => balance.address === address)
    }
    const nativeBalance = (chainId: string) => balanceOf(chainId, null)

    beforeAll(async () => {
      storage = await openStorage()
      dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-prices-'))
      chains = await Promise.all([spawnAnvil(31337), spawnAnvil(31339)])
      token = await deployToken(chains[1] as RunningAnvil)
      cloud = await startCloud(config())
    })
    afterAll(async () => {
      await cloud?.stop()
      await Promise.all((chains ?? []).map((chain) => chain.stop()))
      await storage?.cleanup()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    })

    it("shows the lab seed's demo price and the value of the native balance", async () => {
      expect(await nativeBalance(CHAIN)).toMatchObject({
        symbol: 'ETH',
        quantity: { numeric: '10000' },
        price: 1234.5,
        value: 12_345_000,
      })
    })

    it('builds icon URLs from the address the cloud listens on, never from the Host header', async () => {
      // fetch() sets Host itself; a raw request sends the Host an attacker (or a misrouted proxy) would.
      const body = await new Promise<string>((resolve, reject) => {
        const request = httpRequest(
          `${cloud.url}/v1/account/${ACCOUNT}/balance?projectId=${LAB}&chainId=${CHAIN}`,
          { headers: { host: 'evil.example' } },
          (response) => {
            let text = ''
            response.on('data', (chunk) => {
              text += chunk
            })
            response.on('end', () => resolve(text))
          },
        )
        request.on('error', reject)
        request.end()
      })
      const { balances } = JSON.parse(body) as { balances: { iconUrl: string }[] }
      expect(balances.length).toBeGreaterThan(0)
      for (const { iconUrl } of balances) expect(iconUrl.startsWith(`${cloud.url}/`)).toBe(true)
    })

    it('leaves price and value out where no price is set (never 0)', async () => {
      const native = await nativeBalance(UNPRICED_CHAIN)
      expect(Number(native.quantity.numeric)).toBeGreaterThan(9_999)
      expect(native).not.toHaveProperty('price')
      expect(native).not.toHaveProperty('value')
    })

    // The indexer has to reach the token's transfer first: on a loaded machine that takes a while.
    it("prices a token the self-hoster set, by the token's address", { timeout: 90_000 }, async () => {
      const caip10 = `${UNPRICED_CHAIN}:${token.toLowerCase()}`
      await expect
        .poll(() => balanceOf(UNPRICED_CHAIN, caip10), { timeout: 60_000, interval: 250 })
        .toBeDefined()
      const unpriced = await balanceOf(UNPRICED_CHAIN, caip10)
      expect(unpriced).toMatchObject({ symbol: 'TUSD', quantity: { numeric: '1000' } })
      expect(unpriced).not.toHaveProperty('price')
      expect(unpriced).not.toHaveProperty('value')

      expect((await putPrices([{ chainId: UNPRICED_CHAIN, address: token, usd: 0.5 }])).status).toBe(200)
      expect(await balanceOf(UNPRICED_CHAIN, caip10)).toMatchObject({ price: 0.5, value: 500 })
      expect(await nativeBalance(UNPRICED_CHAIN)).not.toHaveProperty('price')
    })

    it('sets, lists and removes prices through the admin API', async () => {
      const set = await putPrices([
        { chainId: UNPRICED_CHAIN, address: 'native', usd: 2 },
        { chainId: 'eip155:1', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', usd: 1 },
      ])
      expect(set.status).toBe(200)
      expect(set.body.prices).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ chainId: UNPRICED_CHAIN, address: 'native', usd: 2 }),
          expect.objectContaining({
            chainId: 'eip155:1',
            address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
            usd: 1,
          }),
        ]),
      )
      const priced = await nativeBalance(UNPRICED_CHAIN)
      expect(priced.price).toBe(2)
      expect(priced.value).toBeCloseTo(Number(priced.quantity.numeric) * 2, 6)

      await putPrices([{ chainId: UNPRICED_CHAIN, address: 'native', usd: null }])
      expect(await nativeBalance(UNPRICED_CHAIN)).not.toHaveProperty('price')
      const listed = await call('/admin/v1/prices', {
        headers: { authorization: `Bearer ${cloud.adminToken}` },
      })
      expect(listed.body.prices).not.toContainEqual(
        expect.objectContaining({ chainId: UNPRICED_CHAIN, address: 'native' }),
      )
      expect(listed.body.prices).toContainEqual(
        expect.objectContaining({ chainId: CHAIN, address: 'native' }),
      )
    })

    it('401 without the admin token, 400 for a malformed price', async () => {
      expect(await putPrices([], 'not-the-token')).toMatchObject({
        status: 401,
        body: { error: 'unauthorized' },
      })
      for (const entry of [
        { chainId: 'mainnet', address: 'native', usd: 1 },
        { chainId: CHAIN, address: '0x1234', usd: 1 },
        { chainId: CHAIN, address: 'native', usd: -1 },
        { chainId: CHAIN, address: 'native' },
      ]) {
        expect(await putPrices([entry])).toMatchObject({ status: 400, body: { error: 'invalid_request' } })
      }
      expect(await nativeBalance(CHAIN)).toMatchObject({ price: 1234.5 })
    })

    it('the CLI sets and lists prices on the same storage while the cloud is down', async () => {
      await cloud.stop()
      const listed = (await runCli(['prices', 'set', CHAIN, 'native', '3000'], config())) as {
        chainId: string
        address: string
        usd: number
      }[]
      expect(listed).toContainEqual(expect.objectContaining({ chainId: CHAIN, address: 'native', usd: 3000 }))
      await expect(runCli(['prices', 'set', CHAIN, 'native', 'lots'], config())).rejects.toThrow('usd')
      cloud = await startCloud(config())
      expect(await nativeBalance(CHAIN)).toMatchObject({ price: 3000, value: 30_000_000 })
    })
  })
}
