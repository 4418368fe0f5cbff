import type { Portico } from '@portico/core'
import { WalletNotConnectedError, WalletWindowClosedError } from '@solana/wallet-adapter-base'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { interopWorld } from '../test/interopWorld.js'
import { verifySolanaSignature } from '../test/verifySolanaSignature.js'
import { getPorticoWalletAdapter } from './getPorticoWalletAdapter.js'
import { PorticoWalletAdapter } from './PorticoWalletAdapter.js'

const world = interopWorld()

/** Portico with a Solana test wallet over devnet accounts, and the wallet-adapter adapter that follows it. */
async function bridged(...accountIndexes: [number, ...number[]]) {
  const wallet = world.wallet(...accountIndexes)
  const portico = await world.loadPortico([wallet])
  const adapter = new PorticoWalletAdapter({ portico })
  world.defer(() => adapter.destroy())
  const connectorId = wallet.name.toLowerCase().replaceAll(' ', '-')
  const connectPortico = () => portico.connect({ connectorId, namespace: 'solana' })
  return { wallet, portico, adapter, connectPortico }
}

const nextEvent = (adapter: PorticoWalletAdapter, event: 'connect' | 'disconnect') =>
  new Promise<PublicKey | undefined>((resolve) =>
    adapter.once(event, (publicKey?: PublicKey) => resolve(publicKey)),
  )

describe('PorticoWalletAdapter', () => {
  it("is connected with Portico's Solana account as soon as Portico connects", async () => {
    const { adapter, connectPortico } = await bridged(1)
    expect(adapter.connected).toBe(false)
    const connected = nextEvent(adapter, 'connect')
    await connectPortico()
    expect((await connected)?.toBase58()).toBe(world.account(1).address)
    expect(adapter.publicKey?.toBase58()).toBe(world.account(1).address)
    expect(adapter.connected).toBe(true)
  })

  it("connect() opens Portico's modal on Solana and resolves once the visitor connects there", async () => {
    const { portico, adapter, connectPortico } = await bridged(2)
    const connecting = adapter.connect()
    await expect.poll(() => portico.state.modal.open).toBe(true)
    expect(adapter.connecting).toBe(true)
    await connectPortico()
    await connecting
    expect(adapter.publicKey?.toBase58()).toBe(world.account(2).address)
  })

  it('connect() fails with WalletWindowClosedError when the modal closes without a connection', async () => {
    const { portico, adapter } = await bridged(3)
    adapter.on('error', () => undefined)
    const connecting = adapter.connect()
    await expect.poll(() => portico.state.modal.open).toBe(true)
    portico.close()
    await expect(connecting).rejects.toBeInstanceOf(WalletWindowClosedError)
    expect(adapter.connected).toBe(false)
  })

  it('signs a text message through Portico and other bytes through its wallet; both verify', async () => {
    const { adapter, connectPortico } = await bridged(4)
    await connectPortico()
    const text = new TextEncoder().encode('hello useWallet')
    const bytes = Uint8Array.from([0xff, 0x00, 0xfe, 0x01])
    const address = world.account(4).address
    expect(await verifySolanaSignature(address, text, await adapter.signMessage(text))).toBe(true)
    expect(await verifySolanaSignature(address, bytes, await adapter.signMessage(bytes))).toBe(true)
  })

  it("sends a web3.js transaction the wallet signs, over the app's Connection", async () => {
    const { adapter, connectPortico } = await bridged(5)
    await connectPortico()
    const connection = new Connection(world.solana().rpcUrl, 'confirmed')
    const to = new PublicKey(world.account(0).address)
    const before = await connection.getBalance(to)
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: adapter.publicKey as PublicKey,
        toPubkey: to,
        lamports: 1_000_000,
      }),
    )
    const signature = await adapter.sendTransaction(transaction, connection)
    const latest = await connection.getLatestBlockhash()
    await connection.confirmTransaction({ signature, ...latest }, 'confirmed')
    expect(await connection.getBalance(to)).toBe(before + 1_000_000)
  })

  it("follows the wallet's account change in Portico", async () => {
    const { wallet, adapter, connectPortico } = await bridged(6, 7)
    await connectPortico()
    const changed = nextEvent(adapter, 'connect')
    wallet.setAccounts([world.account(7).secretKey, world.account(6).secretKey])
    expect((await changed)?.toBase58()).toBe(world.account(7).address)
  })

  it('disconnects Portico on disconnect(), and is disconnected when Portico disconnects', async () => {
    const { portico, adapter, connectPortico } = await bridged(8)
    await connectPortico()
    let disconnected = nextEvent(adapter, 'disconnect')
    await adapter.disconnect()
    await disconnected
    expect(portico.state.chains.solana?.accountState.status).toBe('disconnected')
    expect(adapter.publicKey).toBeNull()

    await connectPortico()
    disconnected = nextEvent(adapter, 'disconnect')
    await portico.disconnect({ namespace: 'solana' })
    await disconnected
    expect(adapter.connected).toBe(false)
    await expect(adapter.signMessage(new Uint8Array([0xff]))).rejects.toBeInstanceOf(WalletNotConnectedError)
  })

  it('autoConnect() takes a connection Portico has and opens no modal when it has none', async () => {
    const { portico, adapter, connectPortico } = await bridged(9)
    await adapter.autoConnect()
    expect(portico.state.modal.open).toBe(false)
    expect(adapter.connected).toBe(false)
    await connectPortico()
    const connected = nextEvent(adapter, 'connect')
    await adapter.autoConnect()
    expect((await connected)?.toBase58()).toBe(world.account(9).address)
  })

  it('is one adapter per Portico instance', async () => {
    const { portico } = await bridged(1)
    const adapter = getPorticoWalletAdapter(portico as Portico)
    world.defer(() => adapter.destroy())
    expect(getPorticoWalletAdapter(portico)).toBe(adapter)
  })
})
