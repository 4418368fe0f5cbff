import type { SiwxHost, SiwxSession, SiwxStoredValues } from '@portico/core'
import { devnetEvmAccounts, devnetSolanaAccounts } from '@portico/devnet'
import { cloudSiwx } from '@portico/siwx'
import { createPorticoSessionVerifier } from '@portico/siwx/server'
import { createSolanaTestWallet, createTestWallet } from '@portico/testing'
import { base58 } from '@scure/base'
import { type Hex, stringToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAB, LAB_ORIGIN } from '../testing/apiSuite/apiSuiteFixtures.js'
import { createApiSuiteClient } from '../testing/apiSuite/createApiSuiteClient.js'

const api = createApiSuiteClient(async () => ({ cleanup: async () => undefined }))
beforeAll(() => api.open())
afterAll(() => api.close())

const evmAccount = devnetEvmAccounts[1]
if (!evmAccount) throw new Error('devnet account missing')
const evmWallet = createTestWallet({
  privateKey: evmAccount.privateKey as Hex,
  chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1', name: 'Ethereum' }],
})
const signEvm = async (message: string) => {
  await evmWallet.request({ method: 'eth_requestAccounts' })
  return evmWallet.request({
    method: 'personal_sign',
    params: [stringToHex(message), evmAccount.address as Hex],
  })
}

/** The domain of the lab's pages: the sign-in messages' domain. */
const LAB_DOMAIN = new URL(LAB_ORIGIN).host

function memoryHost(pageUrl = LAB_ORIGIN): SiwxHost & { stored: Partial<SiwxStoredValues> } {
  const stored: Partial<SiwxStoredValues> = {}
  return {
    stored,
    projectId: LAB,
    cloudUrl: api.cloud.url,
    metadata: { name: 'Lab', description: '', url: pageUrl, icons: [] },
    networks: [],
    storage: {
      get: (key) => stored[key],
      set: (key, value) => {
        if (value === undefined) delete stored[key]
        else (stored as Record<string, unknown>)[key] = value
      },
    },
  }
}

async function signedSession(
  sign: (message: string) => Promise<string>,
  address: string,
  chainId: `${'eip155' | 'solana'}:${string}`,
  pageUrl?: string,
) {
  const host = memoryHost(pageUrl)
  const config = cloudSiwx({ statement: 'Sign in to the lab' })
  config.bind?.(host)
  const { serializedMessage, ...data } = await config.createMessage({ accountAddress: address, chainId })
  const session: SiwxSession = { data, message: serializedMessage, signature: await sign(serializedMessage) }
  return { host, config, session }
}

const authenticate = (session: SiwxSession, headers: Record<string, string> = {}) =>
  api.post(`/auth/v1/authenticate?projectId=${LAB}`, session, headers)

describe('sign in with X through Portico Cloud', () => {
  it('a signed message with a cloud nonce gives a session token the cloud and an app backend verify', async () => {
    const { host, config, session } = await signedSession(signEvm, evmAccount.address, 'eip155:1')
    await config.addSession(session)
    const [stored] = host.stored.siwxSessions ?? []
    expect(stored?.token).toEqual(expect.any(String))
    expect(host.stored.siwxAuthToken).toBe(stored?.token)
    await expect(config.getSessions('eip155:1', evmAccount.address)).resolves.toHaveLength(1)

    const me = await api.call(`/auth/v1/me?projectId=${LAB}`, {
      headers: { authorization: `Bearer ${stored?.token}` },
    })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({
      caipAddress: `eip155:1:${evmAccount.address}`,
      chainId: 'eip155:1',
      projectId: LAB,
    })

    const verify = createPorticoSessionVerifier({
      cloudUrl: api.cloud.url,
      projectId: LAB,
      domain: LAB_DOMAIN,
      checkRevocation: true,
    })
    await expect(verify(stored?.token)).resolves.toMatchObject({
      caipAddress: `eip155:1:${evmAccount.address}`,
      address: evmAccount.address,
      projectId: LAB,
    })
    const otherProject = createPorticoSessionVerifier({
      cloudUrl: api.cloud.url,
      projectId: 'another-project',
      domain: LAB_DOMAIN,
    })
    await expect(otherProject(stored?.token)).rejects.toMatchObject({ code: 'SIWX_SESSION_INVALID' })
    await expect(verify(`${stored?.token}x`)).rejects.toMatchObject({ code: 'SIWX_SESSION_INVALID' })
  })

  it('signs in a Solana account with the same verifiers', async () => {
    const wallet = createSolanaTestWallet({
      secretKey: devnetSolanaAccounts[1]?.secretKey ?? [],
      chains: [{ id: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
    })
    const { accounts } = await wallet.features['standard:connect'].connect()
    const account = accounts[0]
    if (!account) throw new Error('no account')
    const sign = async (message: string) => {
      const [output] = await wallet.features['solana:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(message),
      })
      return base58.encode(output?.signature ?? new Uint8Array())
    }
    const { session } = await signedSession(sign, account.address, 'solana:localnet')
    const answer = await authenticate(session)
    expect(answer.status).toBe(200)
    expect(answer.body.session.caipAddress).toBe(`solana:localnet:${account.address}`)
  })

  it('refuses a replayed nonce', async () => {
    const { session } = await signedSession(signEvm, evmAccount.address, 'eip155:1')
    expect((await authenticate(session)).status).toBe(200)
    const replayed = await authenticate(session)
    expect(replayed.status).toBe(400)
    expect(replayed.body.details).toBe('the nonce is unknown, used or expired')
  })

  it('refuses a nonce the cloud never gave', async () => {
    const { session } = await signedSession(signEvm, evmAccount.address, 'eip155:1')
    const data = { ...session.data, nonce: 'madeUpNonce1234' }
    const message = session.message.replace(session.data.nonce, data.nonce)
    expect((await authenticate({ data, message, signature: await signEvm(message) })).status).toBe(400)
  })

  it('refuses a tampered message, and its nonce is used up', async () => {
    const { session } = await signedSession(signEvm, evmAccount.address, 'eip155:1')
    const tampered = {
      ...session,
      message: session.message.replace('Sign in to the lab', 'Sign in to the bank'),
    }
    const refused = await authenticate(tampered)
    expect(refused.status).toBe(401)
    expect(refused.body.error).toBe('invalid_signature')
    expect((await authenticate(session)).status).toBe(400)
  })

  it('refuses data that does not match the signed text, and a message for another domain', async () => {
    const first = await signedSession(signEvm, evmAccount.address, 'eip155:1')
    const forged = {
      ...first.session,
      data: { ...first.session.data, expirationTime: '2999-01-01T00:00:00.000Z' },
    }
    expect((await authenticate(forged)).status).toBe(401)
    const second = await signedSession(signEvm, evmAccount.address, 'eip155:1')
    expect((await authenticate(second.session, { origin: 'http://127.0.0.1:5173' })).status).not.toBe(200)
  })

  it('refuses a message signed for another site with a real nonce of the project, even posted without an Origin', async () => {
    const phished = await signedSession(signEvm, evmAccount.address, 'eip155:1', 'https://evil.example/login')
    expect(phished.session.data.domain).toBe('evil.example')
    const refused = await authenticate(phished.session)
    expect(refused.status).toBe(400)
    expect(refused.body.details).toBe('the message is for a page the project does not allow')
    // The lab's URI with another domain, and the lab's domain from a page of another origin: refused as well.
    const otherDomain = await signedSession(signEvm, evmAccount.address, 'eip155:1')
    const data = { ...otherDomain.session.data, domain: 'evil.example' }
    const message = otherDomain.session.message.replace(LAB_DOMAIN, 'evil.example')
    const mixed = await authenticate({ data, message, signature: await signEvm(message) })
    expect(mixed.status).toBe(400)
    expect(mixed.body.details).toBe('the message is for another domain')
  })

  it("an app backend refuses a session signed in on a domain other than the app's", async () => {
    const { session } = await signedSession(signEvm, evmAccount.address, 'eip155:1')
    const answer = await authenticate(session)
    expect(answer.status).toBe(200)
    const token = answer.body.token as string
    const staging = createPorticoSessionVerifier({
      cloudUrl: api.cloud.url,
      projectId: LAB,
      domain: 'app.example.com',
      checkRevocation: true,
    })
    await expect(staging(token)).rejects.toMatchObject({
      name: 'SiwxError',
      code: 'SIWX_SESSION_INVALID',
      details: `the session was signed in on ${LAB_DOMAIN}, not app.example.com`,
    })
    const both = createPorticoSessionVerifier({
      cloudUrl: api.cloud.url,
      projectId: LAB,
      domain: ['app.example.com', LAB_DOMAIN.toUpperCase()],
    })
    await expect(both(token)).resolves.toMatchObject({ domain: LAB_DOMAIN, projectId: LAB })
    const withoutDomain = { cloudUrl: api.cloud.url, projectId: LAB } as Parameters<
      typeof createPorticoSessionVerifier
    >[0]
    expect(() => createPorticoSessionVerifier(withoutDomain)).toThrow('`domain` is required')
  })

  it('sign out revokes the session: me and the backend check refuse it', async () => {
    const { host, config, session } = await signedSession(signEvm, evmAccount.address, 'eip155:1')
    await config.addSession(session)
    const token = host.stored.siwxSessions?.[0]?.token
    await config.revokeSession('eip155:1', evmAccount.address)
    expect(host.stored.siwxSessions).toEqual([])
    expect(host.stored.siwxAuthToken).toBeUndefined()
    const me = await api.call(`/auth/v1/me?projectId=${LAB}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(me.status).toBe(401)
    expect(me.body.error).toBe('invalid_session')
    const verify = createPorticoSessionVerifier({
      cloudUrl: api.cloud.url,
      projectId: LAB,
      domain: LAB_DOMAIN,
      checkRevocation: true,
    })
    await expect(verify(token)).rejects.toMatchObject({ code: 'SIWX_SESSION_INVALID' })
    host.stored.siwxSessions = [{ ...session, token }]
    await expect(config.getSessions('eip155:1', evmAccount.address)).resolves.toEqual([])
    expect(host.stored.siwxSessions).toEqual([])
  })

  it('me and sign-out need a token', async () => {
    expect((await api.call(`/auth/v1/me?projectId=${LAB}`)).status).toBe(401)
    expect((await api.post(`/auth/v1/sign-out?projectId=${LAB}`, {})).status).toBe(401)
    expect((await api.call(`/auth/v1/nonce`)).status).toBe(400)
  })
})
