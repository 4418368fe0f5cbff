import { UserRejectedError } from '@portico/core'
import { StandardWalletAdapter } from '@solana/wallet-standard-wallet-adapter-base'
import { describe, expect, it, vi } from 'vitest'
import { decodeBase58 } from '../adapter/decodeBase58.js'
import { interopWorld } from '../test/interopWorld.js'
import { verifySolanaSignature } from '../test/verifySolanaSignature.js'
import { fromWalletAdapter } from './fromWalletAdapter.js'

const world = interopWorld()

/**
 * An app's wallet-adapter adapter (as PhantomWalletAdapter is one) over a test wallet that is not registered on the
 * page: Portico reaches the wallet only through the adapter.
 */
function appAdapter(...accountIndexes: [number, ...number[]]) {
  const wallet = world.wallet(...accountIndexes)
  // The adapter is 'Installed' where it finds a page; the tests run in node (where @solana/kit's RPC runs as in a
  // browser), so it sees one while it is made.
  vi.stubGlobal('window', new EventTarget())
  vi.stubGlobal('document', {})
  const adapter = new StandardWalletAdapter({ wallet })
  vi.unstubAllGlobals()
  return { wallet, adapter, connectorId: wallet.name.toLowerCase().replaceAll(' ', '-') }
}

const solanaAccount = (portico: Awaited<ReturnType<typeof world.loadPortico>>) =>
  portico.state.chains.solana?.accountState

describe('a wallet-adapter adapter as a Portico connector', () => {
  it('is listed under its name and icon, and connects', async () => {
    const { adapter, connectorId } = appAdapter(1)
    const portico = await world.loadPortico([fromWalletAdapter(adapter)])
    expect(portico.state.connectors.map(({ id, name, chain }) => ({ id, name, chain }))).toContainEqual({
      id: connectorId,
      name: adapter.name,
      chain: 'solana',
    })
    await portico.connect({ connectorId, namespace: 'solana' })
    expect(solanaAccount(portico)).toMatchObject({ status: 'connected', address: world.account(1).address })
    expect(adapter.connected).toBe(true)
  })

  it('signs a message through the adapter; the signature verifies for the address', async () => {
    const { adapter, connectorId } = appAdapter(2)
    const portico = await world.loadPortico([fromWalletAdapter(adapter)])
    await portico.connect({ connectorId, namespace: 'solana' })
    const signature = await portico.signMessage({ message: 'hello wallet-adapter', namespace: 'solana' })
    const message = new TextEncoder().encode('hello wallet-adapter')
    expect(await verifySolanaSignature(world.account(2).address, message, decodeBase58(signature))).toBe(true)
  })

  it('sends SOL with a transaction the adapter signs; the balance Portico shows goes down', async () => {
    const { adapter, connectorId } = appAdapter(3)
    const portico = await world.loadPortico([fromWalletAdapter(adapter)])
    await portico.connect({ connectorId, namespace: 'solana' })
    await expect.poll(() => solanaAccount(portico)?.balance).toBeDefined()
    const before = solanaAccount(portico)?.balance

    const signature = await portico.sendTransaction({
      to: world.account(0).address,
      value: 2_000_000_000n,
      namespace: 'solana',
    })

    expect(decodeBase58(signature)).toHaveLength(64)
    await portico.refreshBalance({ namespace: 'solana', force: true })
    await expect.poll(() => solanaAccount(portico)?.balance).not.toBe(before)
  })

  it("follows the adapter's account changes and its disconnect", async () => {
    const { wallet, adapter, connectorId } = appAdapter(4, 5)
    const portico = await world.loadPortico([fromWalletAdapter(adapter)])
    await portico.connect({ connectorId, namespace: 'solana' })

    wallet.setAccounts([world.account(5).secretKey, world.account(4).secretKey])
    await expect.poll(() => solanaAccount(portico)?.address).toBe(world.account(5).address)

    wallet.emitDisconnect()
    await expect.poll(() => solanaAccount(portico)?.status).toBe('disconnected')
  })

  it('disconnects the adapter when Portico disconnects', async () => {
    const { adapter, connectorId } = appAdapter(6)
    const portico = await world.loadPortico([fromWalletAdapter(adapter)])
    await portico.connect({ connectorId, namespace: 'solana' })
    await portico.disconnect({ namespace: 'solana' })
    expect(adapter.connected).toBe(false)
  })

  it("reports the visitor's rejection in the adapter's wallet as Portico's UserRejectedError", async () => {
    const { wallet, adapter, connectorId } = appAdapter(7)
    const portico = await world.loadPortico([fromWalletAdapter(adapter)])
    wallet.reject('standard:connect')
    await expect(portico.connect({ connectorId, namespace: 'solana' })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    expect(solanaAccount(portico)?.status).toBe('disconnected')
  })

  it('is the same wallet for the same adapter, so the same Portico adapter (React StrictMode)', () => {
    const { adapter } = appAdapter(1)
    expect(fromWalletAdapter(adapter)).toBe(fromWalletAdapter(adapter))
  })
})
