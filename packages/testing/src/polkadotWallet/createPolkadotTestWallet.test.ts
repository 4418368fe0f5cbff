import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import { stringToHex } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { startDevnet } from '@portico/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createPolkadotTestWallet } from './createPolkadotTestWallet.js'
import { injectPolkadotTestWallet } from './injectPolkadotTestWallet.js'
import type { PolkadotTestWalletAccount } from './PolkadotTestWalletTypes.js'

let devnet: Awaited<ReturnType<typeof startDevnet<'polkadot'>>>
let api: ApiPromise

// chopsticks compiles the Asset Hub runtime at start: 30–50 s on a busy 2-core machine.
beforeAll(async () => {
  devnet = await startDevnet({ chains: ['polkadot'], ports: 'ephemeral' })
  api = await ApiPromise.create({ provider: new WsProvider(devnet.polkadot.wsUrl), noInitWarn: true })
}, 240_000)
afterAll(async () => {
  await api?.disconnect()
  await devnet?.stop()
})

const account = (index: number) => {
  const found = devnet.polkadot.accounts[index]
  if (!found) throw new Error(`no devnet account ${index}`)
  return found
}

/** `System.Account` of the devnet (the api is not augmented for one runtime). */
const free = async (address: string) => {
  const { system } = api.query as unknown as {
    system: { account(address: string): Promise<{ data: { free: { toBigInt(): bigint } } }> }
  }
  return (await system.account(address)).data.free.toBigInt()
}

it('injects itself into injectedWeb3 and shares the accounts once the site is allowed', async () => {
  const wallet = await createPolkadotTestWallet({
    uris: [account(0).uri],
    ss58Prefix: devnet.polkadot.ss58Prefix,
  })
  const page: { injectedWeb3?: Record<string, unknown> } = {}
  const remove = injectPolkadotTestWallet(wallet, { target: page })
  const entry = page.injectedWeb3?.['portico-test'] as {
    version: string
    enable(origin: string): Promise<unknown>
  }
  expect(entry.version).toBe('0.0.0')

  wallet.hold('enable')
  const enabling = entry.enable('My dapp')
  await expect.poll(() => wallet.pendingPrompts).toEqual(['enable'])
  wallet.release()
  const extension = await wallet.enable('My dapp')
  await enabling
  expect(await extension.accounts.get()).toEqual([
    { address: account(0).address, name: 'Account 1', type: 'sr25519' },
  ])
  expect(wallet.origins).toEqual(['My dapp', 'My dapp'])
  remove()
  expect(page.injectedWeb3).toEqual({})
})

it('refuses the site with Cancelled, as polkadot-js does', async () => {
  const wallet = await createPolkadotTestWallet({ uris: [account(0).uri] })
  wallet.reject('enable')
  await expect(wallet.enable('My dapp')).rejects.toThrow('Cancelled')
  expect(wallet.authorized).toBe(false)
})

it('signs raw bytes wrapped in <Bytes> with a signature util-crypto verifies', async () => {
  const wallet = await createPolkadotTestWallet({ uris: [account(1).uri], authorized: true })
  const extension = await wallet.enable('My dapp')
  const { signature } = await extension.signer.signRaw({
    address: account(1).address,
    data: stringToHex('hello Portico'),
    type: 'bytes',
  })
  expect(signatureVerify('<Bytes>hello Portico</Bytes>', signature, account(1).address).isValid).toBe(true)

  wallet.reject('signRaw')
  await expect(
    extension.signer.signRaw({ address: account(1).address, data: stringToHex('no'), type: 'bytes' }),
  ).rejects.toThrow('Cancelled')
})

it('signs the payload @polkadot/api builds, and the devnet includes the transfer', async () => {
  const wallet = await createPolkadotTestWallet({ uris: [account(2).uri], authorized: true })
  const extension = await wallet.enable('My dapp')
  const to = account(3).address
  const before = await free(to)
  await new Promise<void>((resolve, reject) => {
    api.tx.balances
      ?.transferKeepAlive?.(to, 7n * 10n ** 12n)
      .signAndSend(
        account(2).address,
        { signer: extension.signer as Signer },
        ({ status, dispatchError }) => {
          if (dispatchError) reject(new Error(dispatchError.toString()))
          else if (status.isInBlock || status.isFinalized) resolve()
        },
      )
      .catch(reject)
  })
  expect(await free(to)).toBe(before + 7n * 10n ** 12n)
})

it('tells subscribers about other accounts and about the site being revoked', async () => {
  const wallet = await createPolkadotTestWallet({ uris: [account(0).uri], authorized: true, ss58Prefix: 2 })
  const extension = await wallet.enable('My dapp')
  const seen: PolkadotTestWalletAccount[][] = []
  const unsubscribe = extension.accounts.subscribe((accounts) => seen.push(accounts))
  wallet.setAccounts([account(4).uri])
  wallet.emitDisconnect()
  unsubscribe()
  wallet.setAccounts([account(5).uri])
  expect(seen.map((accounts) => accounts.map(({ address }) => address))).toEqual([
    [account(0).address],
    [account(4).address],
    [],
  ])
  expect(wallet.addresses).toEqual([account(5).address])
})
