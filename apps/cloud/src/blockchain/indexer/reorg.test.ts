import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, defineChain, type Hex, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../log/createLogger.js'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { type RunningAnvil, spawnAnvil } from '../../testing/spawnAnvil.js'
import { testConfig } from '../../testing/testConfig.js'

/** Anvil's well-known development mnemonic (public test keys). */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
const alice = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 })
const bob = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 })
const carol = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 2 })
const LAB = 'portico-lab'

type History = { data: { id: string; metadata: { sentFrom: string } }[] }

describe('indexer across a chain reorganisation (a real anvil, anvil_reorg)', { timeout: 180_000 }, () => {
  let anvil: RunningAnvil
  let cloud: RunningCloud
  let dataDir: string
  const logs: { msg: string; [field: string]: unknown }[] = []

  const history = async (address: string) =>
    (await (await fetch(`${cloud.url}/v1/account/${address}/history?projectId=${LAB}`)).json()) as History
  const ids = async (address: string) => (await history(address)).data.map((tx) => tx.id)
  const rpc = async (method: string, params: unknown[]) => {
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { error?: unknown }
    if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  }

  beforeAll(async () => {
    anvil = await spawnAnvil(31337)
    dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-reorg-'))
    cloud = await startCloud(
      testConfig({
        dataDir,
        rpcUpstreams: { 'eip155:31337': anvil.rpcUrl },
        indexer: { enabled: true, chains: ['eip155:31337'] },
      }),
      createLogger('info', {}, (line) => logs.push(JSON.parse(line))),
    )
  })
  afterAll(async () => {
    await cloud?.stop()
    await anvil?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('rolls a one-block reorganisation at the tip back (blocks 10 and 11): the replaced transfer goes, the new one comes, the rest stays', async () => {
    const chain = defineChain({
      id: 31337,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    const wallet = createWalletClient({ chain, transport: http(anvil.rpcUrl), account: alice })
    const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
    const send = async (value: string) => {
      const hash: Hex = await wallet.sendTransaction({ to: bob.address, value: parseEther(value) })
      await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      return hash
    }
    // Blocks 1 to 9 empty, then `kept` in block 10 and `replaced` in block 11: the stored block numbers cross a
    // digit boundary, where ordering them as text would put 9 above 11.
    await rpc('anvil_mine', ['0x9'])
    const kept = await send('1')
    const replaced = await send('2')
    const keptBlock = (await client.getTransactionReceipt({ hash: kept })).blockNumber
    expect(keptBlock).toBe(10n)
    await expect.poll(() => ids(bob.address), { timeout: 60_000, interval: 100 }).toEqual([replaced, kept])

    // The tip block (holding `replaced`) is replaced by one holding a transfer to carol instead.
    await rpc('anvil_reorg', [1, [[{ from: alice.address, to: carol.address, value: '0x3' }, 0]]])

    await expect.poll(() => ids(bob.address), { timeout: 60_000, interval: 100 }).toEqual([kept])
    await expect
      .poll(async () => (await history(carol.address)).data.map((tx) => tx.metadata.sentFrom), {
        timeout: 60_000,
        interval: 100,
      })
      .toEqual([alice.address.toLowerCase()])
    const rolledBack = logs.filter((line) => line.msg === 'indexer: chain reorganised, rolled back')
    // Back to block 10, the one both forks share: one block rolled back, not down to block 9.
    expect(rolledBack).toMatchObject([{ last: '11', forkPoint: '10' }])
    expect(logs.some((line) => line.msg === 'indexer: chain was reset, re-indexing')).toBe(false)
  })
})

describe('indexer confirmations and start block (a real anvil)', { timeout: 180_000 }, () => {
  let anvil: RunningAnvil
  let cloud: RunningCloud | undefined
  let dataDir: string
  afterAll(async () => {
    await cloud?.stop()
    await anvil?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('indexes from the start block up to the head minus the confirmations', async () => {
    anvil = await spawnAnvil(31337)
    const chain = defineChain({
      id: 31337,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    const wallet = createWalletClient({ chain, transport: http(anvil.rpcUrl), account: alice })
    const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
    const send = async () => {
      const hash: Hex = await wallet.sendTransaction({ to: carol.address, value: 1n })
      await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      return hash
    }
    // Blocks 1 to 4, one transfer each: block 1 lies before the start block, 3 and 4 within the confirmations.
    const [, second, third, fourth] = [await send(), await send(), await send(), await send()]
    dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-confirmations-'))
    cloud = await startCloud(
      testConfig({
        dataDir,
        rpcUpstreams: { 'eip155:31337': anvil.rpcUrl },
        indexer: {
          enabled: true,
          chains: ['eip155:31337'],
          perChain: { 'eip155:31337': { confirmations: 2, startBlock: 2 } },
        },
      }),
    )
    const running = cloud
    const cursor = async () =>
      (
        await running.storage.query<{ last: string }>('select last_block::text as last from indexer_cursors')
      )[0]?.last
    const ids = async () =>
      (
        (await (
          await fetch(`${running.url}/v1/account/${carol.address}/history?projectId=${LAB}`)
        ).json()) as History
      ).data.map((tx) => tx.id)
    await expect.poll(cursor, { timeout: 60_000, interval: 100 }).toBe('2')
    expect(await ids()).toEqual([second])

    await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x2'] }),
    })
    await expect.poll(ids, { timeout: 60_000, interval: 100 }).toEqual([fourth, third, second])
    expect(await cursor()).toBe('4')
  })
})

describe('indexer on a chain other than the devnet whose head goes back (a real anvil, evm_revert)', {
  timeout: 180_000,
}, () => {
  let anvil: RunningAnvil
  let cloud: RunningCloud | undefined
  let dataDir: string
  const logs: { msg: string; [field: string]: unknown }[] = []
  afterAll(async () => {
    await cloud?.stop()
    await anvil?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('waits while the head is below the cursor on the same chain, then rolls back to where it forked', async () => {
    anvil = await spawnAnvil(1)
    const chain = defineChain({
      id: 1,
      name: 'anvil as chain 1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    const wallet = createWalletClient({ chain, transport: http(anvil.rpcUrl), account: alice })
    const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
    const send = async () => {
      const hash: Hex = await wallet.sendTransaction({ to: bob.address, value: 1n })
      await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      return hash
    }
    const call = async (method: string, params: unknown[]) =>
      (
        (await (
          await fetch(anvil.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          })
        ).json()) as { result: unknown }
      ).result
    dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-revert-'))
    cloud = await startCloud(
      testConfig({
        dataDir,
        rpcUpstreams: { 'eip155:1': anvil.rpcUrl },
        indexer: { enabled: true, chains: ['eip155:1'], perChain: { 'eip155:1': { confirmations: 0 } } },
      }),
      createLogger('debug', {}, (line) => logs.push(JSON.parse(line))),
    )
    const running = cloud
    const ids = async () =>
      (
        (await (
          await fetch(`${running.url}/v1/account/${bob.address}/history?projectId=${LAB}&chainId=eip155:1`)
        ).json()) as History
      ).data.map((tx) => tx.id)
    const logged = (msg: string) => logs.filter((line) => line.msg === msg).length

    const first = await send()
    const snapshot = await call('evm_snapshot', [])
    const second = await send()
    const third = await send()
    await expect.poll(ids, { timeout: 60_000, interval: 100 }).toEqual([third, second, first])

    await call('evm_revert', [snapshot])
    await expect
      .poll(() => logged('indexer: upstream behind the last indexed block, waiting'), {
        timeout: 60_000,
        interval: 100,
      })
      .toBeGreaterThan(0)
    expect(await ids()).toEqual([third, second, first])

    const replacements = [await send(), await send(), await send()]
    await expect.poll(ids, { timeout: 60_000, interval: 100 }).toEqual([...replacements.reverse(), first])
    expect(logged('indexer: chain reorganised, rolled back')).toBe(1)
    expect(logged('indexer: chain was reset, re-indexing')).toBe(0)
  })
})
