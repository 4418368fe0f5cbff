// @vitest-environment node
import { createMemoryBackend, type Network, type Portico, type PorticoEvent } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector } from '@portico/core/testing'
import { type Devnet, devnetEvmAccounts, devnetEvmContracts, startDevnet } from '@portico/devnet'
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { PayError } from '../errors/PayError.js'
import type { PayArguments } from '../PayArguments.js'
import type { PayState } from '../PayState.js'
import { pay } from '../pay.js'

const { usdc } = devnetEvmContracts

let devnet: Devnet<'eip155'>
let network: Network
const chain = () => createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  const first = devnet.eip155.chains[0]
  if (!first) throw new Error('the devnet started no EVM chain')
  network = {
    id: first.chainId,
    caipNetworkId: `eip155:${first.chainId}`,
    chainNamespace: 'eip155',
    name: first.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [first.rpcUrl] } },
  }
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

const usdcBalance = (holder: string) =>
  chain().readContract({
    address: usdc.address as Hex,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder as Hex],
  })

/** A merchant's fresh address: nothing on chain, so its balance is what it was paid. */
const merchant = () =>
  privateKeyToAccount(
    `0x${crypto.getRandomValues(new Uint8Array(32)).reduce((hex, byte) => hex + byte.toString(16).padStart(2, '0'), '')}` as Hex,
  ).address

const fiveUsdc = (recipient: string): PayArguments => ({
  recipient,
  amount: 5,
  paymentAsset: {
    network: network.caipNetworkId,
    asset: usdc.address,
    metadata: { name: usdc.name, symbol: usdc.symbol, decimals: usdc.decimals },
  },
})

/** A Portico on the devnet's chain with pay() on, whose wallet signs with a devnet key (what an injected wallet does). */
async function payWorld(accountIndex: number) {
  const key = devnetEvmAccounts[accountIndex]
  if (!key) throw new Error(`no devnet account ${accountIndex}`)
  const account = privateKeyToAccount(key.privateKey)
  const wallet = createWalletClient({ account, transport: http(network.rpcUrls.default.http[0]) })
  const adapter = createFakeAdapter({
    namespace: 'eip155',
    connectors: [fakeConnector('eip155')],
    chainId: network.id,
    accountsByConnector: { fake: [account.address] },
  })
  const sent: { to: string; data?: string; value?: bigint }[] = []
  adapter.sendTransaction = async (transaction) => {
    await adapter.controls.wallet.prompt(() => undefined)
    sent.push(transaction)
    return wallet.sendTransaction({
      chain: null,
      to: transaction.to as Hex,
      data: transaction.data as Hex | undefined,
      value: transaction.value,
    })
  }
  const portico: Portico = createTestPortico({
    projectId: 'portico-lab',
    networks: [network],
    adapters: [adapter],
    storage: createMemoryBackend(),
    features: { pay: true },
    plugins: [pay()],
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const events: PorticoEvent[] = []
  portico.subscribeEvents(({ event }) => {
    if (event.type.startsWith('PAY_')) events.push(event)
  })
  const api = portico.getFeature(pay)
  if (!api) throw new Error('pay() gave no API')
  const state = () => portico.state.plugins.pay as PayState
  return { address: account.address, wallet: adapter.controls.wallet, sent, portico, api, state, events }
}

/** Waits for the state to hold, read on every change of the instance (no fixed sleep). */
async function until(portico: Portico, holds: () => boolean): Promise<void> {
  if (holds()) return
  await new Promise<void>((resolve) => {
    const unsubscribe = portico.subscribe(() => {
      if (!holds()) return
      unsubscribe()
      resolve()
    })
  })
}

it('pays 5 USDC to the merchant from the connected wallet: pay() resolves with the confirmed transfer', async () => {
  const world = await payWorld(3)
  const to = merchant()
  const paid = world.api.pay(fiveUsdc(to))
  await until(world.portico, () => world.state().status === 'ready')
  expect(world.portico.state.modal).toMatchObject({ open: true })
  expect(world.portico.state.router.view).toBe('Pay')
  await world.api.payWithWallet()
  const result = await paid
  expect(result).toMatchObject({ network: network.caipNetworkId, recipient: to, amount: '5000000' })
  expect(await usdcBalance(to)).toBe(5_000_000n)
  const receipt = await chain().getTransactionReceipt({ hash: result.hash as Hex })
  expect(receipt.status).toBe('success')
  expect(world.sent).toEqual([expect.objectContaining({ to: usdc.address })])
  expect(world.state()).toMatchObject({ status: 'success', hash: result.hash })
  expect(world.events.map((event) => event.type)).toEqual(['PAY_MODAL_OPEN', 'PAY_INITIATED', 'PAY_SUCCESS'])
  expect(world.events[2]).toMatchObject({ hash: result.hash, symbol: 'USDC', amount: '5', recipient: to })
})

it('pays in the native coin', async () => {
  const world = await payWorld(4)
  const to = merchant()
  const paid = world.api.pay({
    ...fiveUsdc(to),
    amount: '0.25',
    paymentAsset: {
      network: network.caipNetworkId,
      asset: 'native',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  })
  await until(world.portico, () => world.state().status === 'ready')
  await world.api.payWithWallet()
  await expect(paid).resolves.toMatchObject({ amount: '250000000000000000' })
  expect(await chain().getBalance({ address: to })).toBe(250_000_000_000_000_000n)
})

it('a refusal in the wallet rejects pay() with user_rejected, sends nothing, and Try again pays', async () => {
  const world = await payWorld(5)
  const to = merchant()
  const paid = world.api.pay(fiveUsdc(to))
  const outcome = paid.catch((error: PayError) => error)
  await until(world.portico, () => world.state().status === 'ready')
  world.wallet.answer = 'reject'
  await world.api.payWithWallet()
  expect(await outcome).toMatchObject({ name: 'PayError', payCode: 'user_rejected' })
  expect(world.state()).toMatchObject({ status: 'error', error: 'user_rejected' })
  expect(world.events.at(-1)).toMatchObject({ type: 'PAY_ERROR', code: 'user_rejected' })
  expect(await usdcBalance(to)).toBe(0n)
  world.wallet.answer = 'approve'
  world.api.tryAgain()
  await world.api.payWithWallet()
  expect(world.state().status).toBe('success')
  expect(await usdcBalance(to)).toBe(5_000_000n)
})

it('more than the balance is insufficient_balance before the wallet is asked', async () => {
  const world = await payWorld(6)
  const paid = world.api.pay({ ...fiveUsdc(merchant()), amount: '2000000' })
  const outcome = paid.catch((error: PayError) => error)
  await until(world.portico, () => world.state().status === 'ready')
  await world.api.payWithWallet()
  expect(await outcome).toMatchObject({ payCode: 'insufficient_balance' })
  expect(world.sent).toEqual([])
})

it('bad arguments reject at once with their code and open nothing; closing the modal cancels', async () => {
  const world = await payWorld(7)
  const to = merchant()
  const codeOf = (payment: unknown) =>
    world.api.pay(payment as PayArguments).then(
      () => 'resolved',
      (error: PayError) => error.payCode,
    )
  expect(await codeOf({ ...fiveUsdc(to), recipient: '0x1234' })).toBe('invalid_recipient')
  expect(await codeOf({ ...fiveUsdc(to), amount: 0 })).toBe('invalid_amount')
  expect(await codeOf({ ...fiveUsdc(to), amount: '1.1234567' })).toBe('invalid_amount')
  expect(await codeOf({ ...fiveUsdc(to), amount: 'five' })).toBe('invalid_amount')
  expect(
    await codeOf({
      ...fiveUsdc(to),
      paymentAsset: { ...fiveUsdc(to).paymentAsset, network: 'eip155:999999' },
    }),
  ).toBe('invalid_asset')
  expect(
    await codeOf({ ...fiveUsdc(to), paymentAsset: { ...fiveUsdc(to).paymentAsset, asset: 'usdc' } }),
  ).toBe('invalid_asset')
  expect(await codeOf(undefined)).toBe('invalid_asset')
  expect(world.portico.state.modal.open).toBe(false)
  expect(world.events).toEqual([])
  const paid = codeOf(fiveUsdc(to))
  await until(world.portico, () => world.state().status === 'ready')
  world.portico.close()
  expect(await paid).toBe('cancelled')
  expect(world.state().status).toBe('idle')
})
