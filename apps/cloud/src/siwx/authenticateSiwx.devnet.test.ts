import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, devnetEvmAccounts, devnetSafeContracts, startDevnet } from '@portico/devnet'
import { caip122Messenger } from '@portico/siwx'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { createPublicClient, createWalletClient, type Hex, http, isErc6492Signature } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIWX_NONCE_TTL_MS } from '../constants/siwxLimits.js'
import { openStorage } from '../storage/openStorage.js'
import type { Storage } from '../storage/Storage.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { authenticateSiwx, type SiwxAuthenticateParameters } from './authenticateSiwx.js'
import { authenticateSchema } from './siwxInputSchemas.js'
import { loadSiwxSigningKey } from './siwxSigningKey.js'

let devnet: Devnet<'eip155'>
let storage: Storage
let dataDir: string
let parameters: SiwxAuthenticateParameters

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  dataDir = await mkdtemp(join(tmpdir(), 'portico-siwx-safe-'))
  // A migrated database from the template (seedPgliteDataDir), without PGlite's initdb and the migrations.
  seedPgliteDataDir(dataDir)
  storage = await openStorage({ dataDir })
  const upstreams = Object.fromEntries(
    devnet.eip155.chains.map((each) => [`eip155:${each.chainId}`, each.rpcUrl]),
  )
  parameters = {
    storage,
    upstreams: { resolve: async (chainId) => upstreams[chainId], chains: async () => Object.keys(upstreams) },
    key: await loadSiwxSigningKey(storage),
    projectId: 'p1',
    origin: 'http://127.0.0.1',
    allowedOrigins: ['http://127.0.0.1'],
    issuer: 'http://127.0.0.1',
  }
}, 400_000)
afterAll(async () => {
  await storage?.close()
  await devnet?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** The embedded wallet's account: a Safe 1.4.1 with its 4337 module, owned by a fresh key, on the devnet's chain. */
async function safe() {
  const [chain] = devnet.eip155.chains
  if (!chain) throw new Error('no devnet chain')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const account = await toSafeSmartAccount({
    client,
    owners: [privateKeyToAccount(generatePrivateKey())],
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    safeSingletonAddress: devnetSafeContracts.singletonL2,
  })
  /** Deploys the Safe as its first user operation would: its factory call, sent here by a devnet account. */
  const deploy = async () => {
    const { factory, factoryData } = await account.getFactoryArgs()
    if (!factory || !factoryData) throw new Error('deployed already')
    const sender = createWalletClient({
      account: privateKeyToAccount(devnetEvmAccounts[5].privateKey as Hex),
      transport: http(chain.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await sender.sendTransaction({ chain: null, to: factory, data: factoryData }),
    })
  }
  return { chainId: `eip155:${chain.chainId}` as const, account, deploy }
}

let nonces = 0
/** A sign-in of `account`, its message signed by `sign`, as POST /auth/v1/authenticate reads it. */
async function signIn(
  { chainId, account }: Awaited<ReturnType<typeof safe>>,
  sign: (message: string) => Promise<Hex>,
) {
  const nonce = `safe-nonce-${++nonces}`
  await storage.query('insert into siwx_nonces (nonce, project_id, expires_at) values ($1, $2, $3)', [
    nonce,
    'p1',
    new Date(Date.now() + SIWX_NONCE_TTL_MS).toISOString(),
  ])
  const messenger = caip122Messenger({
    domain: '127.0.0.1',
    uri: 'http://127.0.0.1',
    getNonce: async () => nonce,
  })
  const { serializedMessage, ...data } = await messenger.createMessage(
    { accountAddress: account.address, chainId },
    undefined,
  )
  const signature = await sign(serializedMessage)
  return { input: authenticateSchema.parse({ data, message: serializedMessage, signature }), signature }
}

describe("the cloud's sign-in of a smart account (the embedded wallet's Safe)", () => {
  it('accepts its ERC-6492 signature before deployment and its ERC-1271 signature after', async () => {
    const account = await safe()
    const before = await signIn(account, (message) => account.account.signMessage({ message }))
    expect(isErc6492Signature(before.signature)).toBe(true)
    const first = await authenticateSiwx(before.input, parameters)
    expect(first.session.caipAddress).toBe(`${account.chainId}:${account.account.address}`)

    await account.deploy()
    const after = await signIn(account, (message) => account.account.signMessage({ message }))
    expect(isErc6492Signature(after.signature)).toBe(false)
    const second = await authenticateSiwx(after.input, parameters)
    expect(second.session.caipAddress).toBe(`${account.chainId}:${account.account.address}`)
  })

  it("refuses another message's signature, and the Safe's signature for another account", async () => {
    const account = await safe()
    const other = await safe()
    const replayed = await signIn(account, () => account.account.signMessage({ message: 'something else' }))
    await expect(authenticateSiwx(replayed.input, parameters)).rejects.toMatchObject({
      status: 401,
      code: 'invalid_signature',
    })
    const borrowed = await signIn(account, (message) => other.account.signMessage({ message }))
    await expect(authenticateSiwx(borrowed.input, parameters)).rejects.toMatchObject({
      status: 401,
      code: 'invalid_signature',
    })
  })
})
