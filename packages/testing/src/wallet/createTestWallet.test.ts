import { type Devnet, startDevnet } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  parseEther,
  recoverAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestWallet } from './createTestWallet.js'
import type { TestWalletChain } from './TestWalletTypes.js'

let devnet: Devnet<'eip155'>
let chainA: TestWalletChain
let chainB: TestWalletChain
let privateKey: Hex
let address: Address

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  const [a, b] = devnet.eip155.chains
  chainA = { chainId: a!.chainId, name: a!.name, rpcUrl: a!.rpcUrl }
  chainB = { chainId: b!.chainId, name: b!.name, rpcUrl: b!.rpcUrl }
  privateKey = devnet.eip155.accounts[1]!.privateKey
  address = devnet.eip155.accounts[1]!.address
})
afterAll(() => devnet?.stop())
afterEach(() => vi.useRealTimers())

const walletOn = (chains = [chainA, chainB], authorized = true) =>
  createTestWallet({ privateKey, chains, authorized })

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to be rejected')
    },
    (error: { code: number; message: string }) => error,
  )

describe('authorisation', () => {
  it('shows no accounts until the site is approved, then the key address', async () => {
    const wallet = walletOn(undefined, false)
    const changes: string[][] = []
    wallet.on('accountsChanged', (accounts: string[]) => changes.push(accounts))

    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([address])
    expect(changes).toEqual([[address]])
  })

  it('starts authorised when told so, as after an earlier approval', async () => {
    expect(await walletOn().request({ method: 'eth_accounts' })).toEqual([address])
  })

  it('derives the account from a mnemonic and address index', async () => {
    const wallet = createTestWallet({
      mnemonic: 'test test test test test test test test test test test junk',
      addressIndex: 1,
      chains: [chainA],
      authorized: true,
    })
    expect(wallet.addresses).toEqual([address])
  })

  it('grants, reports and revokes the eth_accounts permission (EIP-2255)', async () => {
    const wallet = walletOn(undefined, false)
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(granted).toMatchObject([{ parentCapability: 'eth_accounts', caveats: [{ value: [address] }] }])
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual(granted)

    const changes: string[][] = []
    wallet.on('accountsChanged', (accounts: string[]) => changes.push(accounts))
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] } as never)
    expect(changes).toEqual([[]])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(wallet.authorized).toBe(false)
  })

  it('refuses to sign for a site that is not connected (4100)', async () => {
    const wallet = walletOn(undefined, false)
    const error = await rejection(wallet.request({ method: 'personal_sign', params: ['0x68690a', address] }))
    expect(error.code).toBe(4100)
  })
})

describe('signing', () => {
  it('signs personal_sign messages that viem verifies', async () => {
    const signature = await walletOn().request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
  })

  it('signs a raw hash for eth_sign', async () => {
    const hash = `0x${'ab'.repeat(32)}` as const
    const signature = await walletOn().request({ method: 'eth_sign', params: [address, hash] })
    expect(await recoverAddress({ hash, signature })).toBe(address)
  })

  it('signs EIP-712 typed data given as JSON (eth_signTypedData_v4)', async () => {
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: chainA.chainId },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello' },
    } as const
    const signature = await walletOn().request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })
    expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)
  })
})

describe('transactions and reads', () => {
  it('signs locally, sends raw, and the transaction is mined on the active chain', async () => {
    const wallet = walletOn()
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    const to = devnet.eip155.accounts[2]!.address
    const client = createPublicClient({ transport: http(chainB.rpcUrl) })
    const before = await client.getBalance({ address: to })

    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: `0x${parseEther('1').toString(16)}` }],
    } as never)) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })

    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('1'))
  })

  it('forwards read methods to the chain and refuses wallet methods it lacks (4200)', async () => {
    const wallet = walletOn()
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    expect(await wallet.request({ method: 'net_version' })).toBe(String(chainA.chainId))
    const error = await rejection(wallet.request({ method: 'wallet_watchAsset' } as never))
    expect(error.code).toBe(4200)
  })
})

describe('chains', () => {
  it('switches chain on request and emits chainChanged', async () => {
    const wallet = walletOn()
    const changes: string[] = []
    wallet.on('chainChanged', (chainId: string) => changes.push(chainId))
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(changes).toEqual(['0x7a6a'])
  })

  it('answers 4902 for a chain it does not know, and switches once the chain is added', async () => {
    const wallet = walletOn([chainA])
    const error = await rejection(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    )
    expect(error.code).toBe(4902)

    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: chainB.name,
          rpcUrls: [chainB.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(wallet.chainId).toBe(chainB.chainId)
    expect(await wallet.request({ method: 'eth_getBalance', params: [address, 'latest'] })).toMatch(/^0x/)
  })

  it('rejects wallet_addEthereumChain params without rpcUrls (-32602)', async () => {
    const error = await rejection(
      walletOn([chainA]).request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x7a6a', chainName: 'B', rpcUrls: [] }],
      }),
    )
    expect(error.code).toBe(-32602)
  })

  it('switches from the wallet side and tells the site', () => {
    const wallet = walletOn()
    const changes: string[] = []
    wallet.on('chainChanged', (chainId: string) => changes.push(chainId))
    wallet.switchChain(chainB.chainId)
    expect(changes).toEqual(['0x7a6a'])
    expect(() => wallet.switchChain(1)).toThrow(expect.objectContaining({ code: 4902 }))
  })
})

describe('controls', () => {
  it('rejects one method with 4001 and keeps approving the others', async () => {
    const wallet = walletOn()
    wallet.reject('personal_sign')
    const error = await rejection(wallet.request({ method: 'personal_sign', params: ['0x01', address] }))
    expect(error.code).toBe(4001)
    expect(await wallet.request({ method: 'eth_sign', params: [address, `0x${'00'.repeat(32)}`] })).toMatch(
      /^0x/,
    )

    wallet.approve()
    expect(await wallet.request({ method: 'personal_sign', params: ['0x01', address] })).toMatch(/^0x/)
  })

  it('rejects every prompt when told to, including the connection request', async () => {
    const wallet = walletOn(undefined, false)
    wallet.reject()
    expect((await rejection(wallet.request({ method: 'eth_requestAccounts' }))).code).toBe(4001)
    expect(wallet.authorized).toBe(false)
  })

  it('holds a delayed prompt open until the delay has passed', async () => {
    vi.useFakeTimers()
    const wallet = walletOn()
    wallet.delay(5_000, 'personal_sign')
    const signing = wallet.request({ method: 'personal_sign', params: ['0x01', address] })
    expect(wallet.pendingPrompts).toEqual(['personal_sign'])
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await signing).toMatch(/^0x/)
    expect(wallet.pendingPrompts).toEqual([])
  })

  it('holds a prompt until released, then answers it with the current decision', async () => {
    const wallet = walletOn()
    wallet.hold('personal_sign')
    const signing = wallet.request({ method: 'personal_sign', params: ['0x01', address] })
    await vi.waitFor(() => expect(wallet.pendingPrompts).toEqual(['personal_sign']))
    wallet.reject()
    wallet.release()
    expect((await rejection(signing)).code).toBe(4001)
    expect(wallet.pendingPrompts).toEqual([])
  })

  it('locks (no accounts, accountsChanged []) and unlocks', async () => {
    const wallet = walletOn()
    const changes: string[][] = []
    wallet.on('accountsChanged', (accounts: string[]) => changes.push(accounts))
    wallet.lock()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    wallet.unlock()
    expect(changes).toEqual([[], [address]])
  })

  it('changes accounts from the wallet side and signs with the new one', async () => {
    const wallet = walletOn()
    const next = devnet.eip155.accounts[3]!
    const changes: string[][] = []
    wallet.on('accountsChanged', (accounts: string[]) => changes.push(accounts))
    wallet.setAccounts([{ privateKey: next.privateKey }])
    expect(changes).toEqual([[next.address]])
    const signature = await wallet.request({ method: 'personal_sign', params: ['0x01', next.address] })
    expect(await verifyMessage({ address: next.address, message: { raw: '0x01' }, signature })).toBe(true)
  })

  it('emits raw accountsChanged and disconnect (4900) events', () => {
    const wallet = walletOn()
    const accountsListener = vi.fn()
    const disconnectListener = vi.fn()
    wallet.on('accountsChanged', accountsListener).on('disconnect', disconnectListener)
    wallet.emitAccountsChanged()
    wallet.emitDisconnect()
    wallet.removeListener('disconnect', disconnectListener)
    wallet.emitDisconnect()
    expect(accountsListener).toHaveBeenCalledWith([address])
    expect(disconnectListener).toHaveBeenCalledOnce()
    expect(disconnectListener).toHaveBeenCalledWith(expect.objectContaining({ code: 4900 }))
  })
})
