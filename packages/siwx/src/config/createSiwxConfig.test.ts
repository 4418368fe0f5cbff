import type { SiwxHost, SiwxSession, SiwxStoredValues } from '@portico/core'
import { devnetSolanaAccounts } from '@portico/devnet'
import { createSolanaTestWallet } from '@portico/testing'
import { base58 } from '@scure/base'
import { beforeAll, describe, expect, it } from 'vitest'
import { caip122Messenger } from '../messenger/caip122Messenger.js'
import { localSiwxStorage } from '../storage/localSiwxStorage.js'
import { eip155Verifier } from '../verifiers/eip155Verifier.js'
import { solanaVerifier } from '../verifiers/solanaVerifier.js'
import { createSiwxConfig } from './createSiwxConfig.js'
import { defaultSiwx } from './defaultSiwx.js'

const chainId = 'solana:localnet' as const

function memoryHost() {
  const stored: Partial<SiwxStoredValues> = {}
  const host: SiwxHost = {
    projectId: 'p',
    cloudUrl: undefined,
    metadata: { name: 'Dapp', description: '', url: 'https://dapp.example', icons: [] },
    networks: [],
    storage: {
      get: (key) => stored[key],
      set: (key, value) => {
        if (value === undefined) delete stored[key]
        else (stored as Record<string, unknown>)[key] = value
      },
    },
  }
  return { host, stored }
}

describe('createSiwxConfig', () => {
  let address: string
  let sign: (message: string) => Promise<string>

  beforeAll(async () => {
    const wallet = createSolanaTestWallet({
      secretKey: devnetSolanaAccounts[1]?.secretKey ?? [],
      chains: [{ id: chainId, rpcUrl: 'http://127.0.0.1:1' }],
    })
    const { accounts } = await wallet.features['standard:connect'].connect()
    const account = accounts[0]
    if (!account) throw new Error('no account')
    address = account.address
    sign = async (message) => {
      const [output] = await wallet.features['solana:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(message),
      })
      return base58.encode(output?.signature ?? new Uint8Array())
    }
  })

  const configWith = (parameters: { expiresInMs?: number } = {}) => {
    const { host, stored } = memoryHost()
    const config = createSiwxConfig({
      messenger: caip122Messenger({ statement: 'Welcome', ...parameters }),
      verifiers: [solanaVerifier()],
      storage: localSiwxStorage(),
    })
    config.bind?.(host)
    return { config, stored }
  }

  async function signedSession(config: ReturnType<typeof configWith>['config']): Promise<SiwxSession> {
    const { serializedMessage, ...data } = await config.createMessage({ accountAddress: address, chainId })
    return { data, message: serializedMessage, signature: await sign(serializedMessage) }
  }

  it('makes messages for the app (metadata domain, statement, nonce, issued at)', async () => {
    const { config } = configWith()
    const first = await config.createMessage({ accountAddress: address, chainId })
    const second = await config.createMessage({ accountAddress: address, chainId })
    expect(first).toMatchObject({
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      statement: 'Welcome',
      version: '1',
    })
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(first.nonce).not.toBe(second.nonce)
    expect(first.serializedMessage).toContain('wants you to sign in with your Solana account:')
  })

  it('stores a verified session under the app prefix and gives it back', async () => {
    const { config, stored } = configWith()
    const session = await signedSession(config)
    await config.addSession(session)
    expect(stored.siwxSessions).toEqual([session])
    await expect(config.getSessions(chainId, address)).resolves.toEqual([session])
    await expect(config.getSessions('solana:other', address)).resolves.toEqual([])
  })

  it('refuses a session whose message or data was tampered with', async () => {
    const { config, stored } = configWith()
    const session = await signedSession(config)
    await expect(
      config.addSession({ ...session, message: session.message.replace('Welcome', 'Welcome!') }),
    ).rejects.toMatchObject({
      code: 'SIWX_SIGNATURE_INVALID',
      shortMessage: 'The signature does not verify for this message and account',
    })
    await expect(
      config.addSession({ ...session, data: { ...session.data, nonce: 'other' } }),
    ).rejects.toMatchObject({
      code: 'SIWX_SIGNATURE_INVALID',
    })
    expect(stored.siwxSessions).toBeUndefined()
  })

  it('drops an expired session when read', async () => {
    const { config, stored } = configWith({ expiresInMs: -1 })
    const session = await signedSession(config)
    stored.siwxSessions = [session]
    await expect(config.getSessions(chainId, address)).resolves.toEqual([])
    expect(stored.siwxSessions).toEqual([])
  })

  it('revokes the sessions of an account', async () => {
    const { config, stored } = configWith()
    await config.addSession(await signedSession(config))
    await config.revokeSession(chainId, address)
    expect(stored.siwxSessions).toEqual([])
  })

  it('defaultSiwx speaks the namespaces of the verifiers it is given and is optional by default', () => {
    const verifiers = [eip155Verifier(), solanaVerifier()]
    const config = defaultSiwx({ statement: 'Hi', verifiers })
    expect(config.namespaces).toEqual(['eip155', 'solana'])
    expect(config.getRequired?.()).toBe(false)
    expect(config.signOutOnDisconnect).toBe(true)
    expect(defaultSiwx({ required: true, verifiers }).getRequired?.()).toBe(true)
  })

  it('defaultSiwx without verifiers says where they come from', () => {
    const call = defaultSiwx as (parameters?: object) => unknown
    expect(() => call({ statement: 'Hi' })).toThrow(/from '@portico\/siwx\/eip155'/)
    expect(() => call()).toThrow(TypeError)
  })
})
