import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { anvilClients } from './anvilClients.js'
import type { ApiSuiteStorage } from './apiSuite/createApiSuiteClient.js'
import { cloudRequests } from './cloudRequests.js'
import { ozContract } from './ozContract.js'
import { type RunningAnvil, spawnAnvil } from './spawnAnvil.js'
import { testConfig } from './testConfig.js'

const LAB = 'portico-lab'
const CHAIN_ID = 31339
const CHAIN = `eip155:${CHAIN_ID}`
// Anvil's first dev account (public test key): 10,000 ETH on a fresh chain.
const alice = mnemonicToAccount('test test test test test test test test test test test junk')
const ACCOUNT = alice.address.toLowerCase()

/** Deploys an ERC-721 on the chain and mints token 0 to the account; returns the contract and the mint's hash. */
async function mintNft(chain: RunningAnvil): Promise<{ nft: Hex; hash: Hex }> {
  const { client, wallet } = anvilClients(chain, alice)
  const erc721 = await ozContract('ERC721PresetMinterPauserAutoId')
  const deployed = await client.waitForTransactionReceipt({
    hash: await wallet.deployContract({ ...erc721, args: ['Airdrop', 'DROP', 'https://nft.example/'] }),
    pollingInterval: 50,
  })
  const nft = deployed.contractAddress as Hex
  const hash = await wallet.writeContract({
    address: nft,
    abi: erc721.abi,
    functionName: 'mint',
    args: [alice.address],
  })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return { nft, hash }
}

/**
 * Spam contracts: what the self-hoster marks through the admin API shows as `is_spam` in the history
 * and `isSpam` in the NFT list (the widget hides them, docs/behaviour.md#validation), against a cloud indexing a real anvil
 * chain with an ERC-721 minted to the account. Run on PGlite and, when TEST_DATABASE_URL is set, on
 * PostgreSQL.
 */
export function defineSpamSuite(
  name: string,
  openStorage: () => Promise<ApiSuiteStorage>,
  skip = false,
): void {
  describe.skipIf(skip)(`spam contracts on ${name}`, () => {
    let storage: ApiSuiteStorage
    let dataDir: string
    let cloud: RunningCloud
    let chain: RunningAnvil
    let minted: { nft: Hex; hash: Hex }

    const { call, putAdmin } = cloudRequests(() => cloud)
    const putSpam = (body: unknown, token?: string) => putAdmin('/admin/v1/spam', body, token)
    const mintTransfer = async () => {
      const { status, body } = await call(`/v1/account/${ACCOUNT}/history?projectId=${LAB}&chainId=${CHAIN}`)
      expect(status).toBe(200)
      const transaction = body.data.find((each: { id: string }) => each.id === minted.hash.toLowerCase())
      return transaction?.transfers[0]
    }
    const nfts = async () => {
      const { status, body } = await call(`/v1/account/${ACCOUNT}/nfts?projectId=${LAB}&chainId=${CHAIN}`)
      expect(status).toBe(200)
      return body.nfts
    }

    beforeAll(async () => {
      storage = await openStorage()
      dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-spam-'))
      chain = await spawnAnvil(CHAIN_ID)
      minted = await mintNft(chain)
      cloud = await startCloud(
        testConfig({
          dataDir,
          databaseUrl: storage.databaseUrl,
          rpcUpstreams: { [CHAIN]: chain.rpcUrl },
          indexer: { enabled: true, chains: [CHAIN], perChain: { [CHAIN]: { confirmations: 0 } } },
        }),
      )
    })
    afterAll(async () => {
      await cloud?.stop()
      await chain?.stop()
      await storage?.cleanup()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    })

    // The indexer has to reach the mint first: on a loaded machine that takes a while.
    it('marks an NFT contract as spam in the history and the NFT list, and unmarks it', {
      timeout: 90_000,
    }, async () => {
      await expect.poll(mintTransfer, { timeout: 60_000, interval: 250 }).toBeDefined()
      expect(await mintTransfer()).toMatchObject({
        nft_info: { name: 'Airdrop #0', flags: { is_spam: false } },
      })
      expect(await nfts()).toEqual([expect.objectContaining({ tokenId: '0', isSpam: false })])

      const marked = await putSpam([{ chainId: CHAIN, address: minted.nft, spam: true }])
      expect(marked.status).toBe(200)
      expect(marked.body.contracts).toEqual([
        { chainId: CHAIN, address: minted.nft.toLowerCase(), created: expect.any(String) },
      ])
      expect((await mintTransfer()).nft_info.flags.is_spam).toBe(true)
      expect(await nfts()).toEqual([expect.objectContaining({ tokenId: '0', isSpam: true })])

      expect((await putSpam([{ chainId: CHAIN, address: minted.nft, spam: false }])).body.contracts).toEqual(
        [],
      )
      expect((await mintTransfer()).nft_info.flags.is_spam).toBe(false)
      const listed = await call('/admin/v1/spam', {
        headers: { authorization: `Bearer ${cloud.adminToken}` },
      })
      expect(listed).toEqual({ status: 200, body: { contracts: [] } })
    })

    it('refuses a malformed list (400) and a call without the admin token (401)', async () => {
      const wrong = await putSpam([{ chainId: CHAIN, address: 'not-an-address', spam: true }])
      expect(wrong.status).toBe(400)
      expect(wrong.body.error).toBe('invalid_request')
      expect(
        (await putSpam([{ chainId: CHAIN, address: minted.nft, spam: true }], 'wrong-token')).status,
      ).toBe(401)
      const listed = await call('/admin/v1/spam', {
        headers: { authorization: `Bearer ${cloud.adminToken}` },
      })
      expect(listed.body.contracts).toEqual([])
    })
  })
}
