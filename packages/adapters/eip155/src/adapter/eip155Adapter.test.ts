// @vitest-environment happy-dom
import { ChainNotSupportedError, UserRejectedError } from '@portico/core'
import { getConnection, reconnect } from '@wagmi/core'
import { type Address, createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestWorld, type WalletSession } from '../testWorld/startTestWorld.js'

let world: Awaited<ReturnType<typeof startTestWorld>>
const opened: WalletSession[] = []

beforeAll(async () => {
  world = await startTestWorld()
})
afterAll(() => world?.stop())
afterEach(() => {
  for (const session of opened.splice(0)) session.stop()
})

function openWallet(options: Parameters<typeof world.openWallet>[0]) {
  const session = world.openWallet(options)
  opened.push(session)
  return session
}

describe('connect and reconnect', () => {
  it('connects the announced wallet on the requested network, and wagmi sees the same connection', async () => {
    const session = openWallet({ accountIndex: 1 })
    const { adapter, config } = await session.load()
    const [, networkB] = world.networks

    const connection = await adapter.connect({ connectorId: session.connectorId, network: networkB })

    expect(connection).toEqual({
      connectorId: session.connectorId,
      address: session.account.address,
      accounts: [{ address: session.account.address, type: 'eoa' }],
      chainId: networkB.id,
    })
    expect(getConnection(config)).toMatchObject({ address: session.account.address, chainId: networkB.id })
    expect(adapter.getProvider()).toBe(session.wallet)
  })

  it('surfaces a rejected connection as UserRejectedError', async () => {
    const session = openWallet({ accountIndex: 1 })
    const { adapter } = await session.load()
    session.wallet.reject()
    await expect(adapter.connect({ connectorId: session.connectorId })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
  })

  it('reconnects after a reload without prompting, and not before the site was approved', async () => {
    const session = openWallet({ accountIndex: 1 })
    const first = await session.load()
    expect(await first.adapter.reconnect({ connectorId: session.connectorId })).toBeUndefined()
    await first.adapter.connect({ connectorId: session.connectorId })

    session.wallet.reject() // any prompt would now fail
    const reloaded = await session.load()
    const restored = await reloaded.adapter.reconnect({ connectorId: session.connectorId })
    expect(restored?.address).toBe(session.account.address)
    expect(getConnection(reloaded.config).status).toBe('connected')
  })

  it('disconnects: wagmi is disconnected and reconnect finds nothing', async () => {
    const session = openWallet({ accountIndex: 1 })
    const { adapter, config } = await session.load()
    await adapter.connect({ connectorId: session.connectorId })
    await adapter.disconnect({ connectorId: session.connectorId })
    expect(getConnection(config).status).toBe('disconnected')
    expect(await adapter.reconnect({ connectorId: session.connectorId })).toBeUndefined()
  })
  it("drops a stored connection it was not asked to restore (reconnect off), for wagmi's own reconnect too", async () => {
    const session = openWallet({ accountIndex: 1 })
    const first = await session.load()
    await first.adapter.connect({ connectorId: session.connectorId })

    const reloaded = await session.load()
    await reloaded.adapter.disconnect({ connectorId: session.connectorId })

    expect(session.wallet.authorized).toBe(false)
    expect(await reconnect(reloaded.config)).toEqual([])
    expect(getConnection(reloaded.config).status).toBe('disconnected')
  })
})

describe('switching networks', () => {
  it('switches with wallet_switchEthereumChain and reports chainChanged', async () => {
    const session = openWallet({ accountIndex: 1 })
    const { adapter, config, events } = await session.load()
    const [networkA, networkB] = world.networks
    await adapter.connect({ connectorId: session.connectorId, network: networkA })

    await adapter.switchNetwork({ network: networkB })

    expect(session.wallet.chainId).toBe(networkB.id)
    expect(getConnection(config).chainId).toBe(networkB.id)
    await expect
      .poll(() => events)
      .toContainEqual({
        type: 'chainChanged',
        connectorId: session.connectorId,
        chainId: networkB.id,
      })
  })

  it('adds a chain the wallet does not know (4902) with the network parameters, then switches', async () => {
    const [chainA] = world.devnet.eip155.chains
    const session = openWallet({ accountIndex: 2, walletKnows: [chainA!] })
    const { adapter, config } = await session.load()
    const [, networkB] = world.networks
    await adapter.connect({ connectorId: session.connectorId })

    const explorer = { default: { name: 'Local explorer', url: 'http://127.0.0.1:4000' } }

    await adapter.switchNetwork({ network: { ...networkB, blockExplorers: explorer } })

    expect(session.wallet.chains.at(-1)).toEqual({
      chainId: networkB.id,
      name: 'Portico Local B',
      rpcUrl: networkB.rpcUrls.default.http[0],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrl: 'http://127.0.0.1:4000',
    })
    expect(session.wallet.chainId).toBe(networkB.id)
    expect(getConnection(config).chainId).toBe(networkB.id)
    const balance = await session.wallet.request({
      method: 'eth_getBalance',
      params: [session.account.address, 'latest'],
    })
    expect(BigInt(balance)).toBeGreaterThan(0n)
  })

  it("says 'Chain is not supported' when adding the chain fails", async () => {
    const [chainA] = world.devnet.eip155.chains
    const session = openWallet({ accountIndex: 2, walletKnows: [chainA!] })
    const { adapter } = await session.load()
    const [, networkB] = world.networks
    await adapter.connect({ connectorId: session.connectorId })
    // A websocket-only RPC list fails the wallet's wallet_addEthereumChain validation (-32602).
    const unreachable = { ...networkB, rpcUrls: { default: { http: ['ws://127.0.0.1:1'] } } }

    const failure = adapter.switchNetwork({ network: unreachable })

    await expect(failure).rejects.toBeInstanceOf(ChainNotSupportedError)
    await expect(failure).rejects.toMatchObject({ shortMessage: 'Chain is not supported' })
    expect(session.wallet.chainId).toBe(chainA!.chainId)
  })

  it('surfaces a rejected switch as UserRejectedError and stays on the chain', async () => {
    const session = openWallet({ accountIndex: 1 })
    const { adapter, config } = await session.load()
    const [networkA, networkB] = world.networks
    await adapter.connect({ connectorId: session.connectorId, network: networkA })
    session.wallet.reject('wallet_switchEthereumChain')

    await expect(adapter.switchNetwork({ network: networkB })).rejects.toBeInstanceOf(UserRejectedError)
    expect(getConnection(config).chainId).toBe(networkA.id)
  })
})

describe('balance, signatures and transactions', () => {
  it('reads the native balance of the devnet account', async () => {
    const session = openWallet({ accountIndex: 4 })
    const { adapter } = await session.load()
    const [networkA] = world.networks
    const balance = await adapter.getBalance({ address: session.account.address, network: networkA })
    expect(balance).toEqual({ value: parseEther('10000'), decimals: 18, symbol: 'ETH' })
  })

  it('signs a message with personal_sign that viem verifies, and surfaces a rejection', async () => {
    const session = openWallet({ accountIndex: 1 })
    const { adapter } = await session.load()
    const { address } = await adapter.connect({ connectorId: session.connectorId })

    const signature = await adapter.signMessage({ message: 'Sign in to Portico', address })
    expect(
      await verifyMessage({
        address: address as Address,
        message: 'Sign in to Portico',
        signature: signature as Address,
      }),
    ).toBe(true)

    session.wallet.reject('personal_sign')
    await expect(adapter.signMessage({ message: 'again', address })).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('signs typed data with eth_signTypedData_v4 that viem verifies', async () => {
    const session = openWallet({ accountIndex: 1 })
    const { adapter } = await session.load()
    const { address } = await adapter.connect({ connectorId: session.connectorId })
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Login: [{ name: 'nonce', type: 'uint256' }] },
      primaryType: 'Login',
      message: { nonce: 7n },
    } as const

    const signature = await adapter.signTypedData?.({ address, typedData })
    expect(
      await verifyTypedData({ address: address as Address, signature: signature as Address, ...typedData }),
    ).toBe(true)
  })

  it('sends a transaction that is mined and moves the value', async () => {
    const session = openWallet({ accountIndex: 5 })
    const { adapter } = await session.load()
    const [networkA] = world.networks
    const { address } = await adapter.connect({ connectorId: session.connectorId, network: networkA })
    const to = world.devnet.eip155.accounts[6]!.address
    const client = createPublicClient({ transport: http(world.devnet.eip155.chains[0]!.rpcUrl) })
    const before = await client.getBalance({ address: to })

    const hash = await adapter.sendTransaction?.({ address, network: networkA, to, value: parseEther('0.5') })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Address })

    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.5'))
  })
})
