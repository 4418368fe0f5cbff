import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../cli/runCli.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from './testConfig.js'

export type ApiSuiteStorage = {
  /** postgres://... for PostgreSQL; undefined for PGlite in the data folder. */
  databaseUrl?: string | undefined
  cleanup(): Promise<void>
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are asserted with expect
type Answer = { status: number; body: any; headers: Headers }

const LAB = 'portico-lab'
const LAB_ORIGIN = 'http://localhost:5173'
const DOWN_CHAIN = 'eip155:9999'

/**
 * The API suite: every endpoint and every error status against a cloud started in this process on a free port.
 * Run on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
export function defineApiSuite(
  name: string,
  openStorage: () => Promise<ApiSuiteStorage>,
  skip = false,
): void {
  describe.skipIf(skip)(`cloud API on ${name}`, () => {
    let storage: ApiSuiteStorage
    let dataDir: string
    let cloud: RunningCloud
    const config = () =>
      testConfig({
        dataDir,
        databaseUrl: storage.databaseUrl,
        rpcUpstreams: { [DOWN_CHAIN]: 'http://127.0.0.1:1' },
      })

    const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
      const response = await fetch(`${cloud.url}${path}`, init)
      const type = response.headers.get('content-type') ?? ''
      const body = type.includes('json') ? await response.json() : await response.text()
      return { status: response.status, body, headers: response.headers }
    }
    const admin = (path: string, method = 'GET', body?: unknown, token = cloud.adminToken) =>
      call(`/admin/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    const event = (props: Record<string, unknown>) => ({
      eventId: crypto.randomUUID(),
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: Date.now(),
      props,
    })

    beforeAll(async () => {
      storage = await openStorage()
      dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-'))
      cloud = await startCloud(config())
    })
    afterAll(async () => {
      await cloud?.stop()
      await storage?.cleanup()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    })

    describe('health and routing', () => {
      it('answers /healthz with the storage kind', async () => {
        const { status, body } = await call('/healthz')
        expect(status).toBe(200)
        expect(body).toEqual({ status: 'ok', storage: storage.databaseUrl ? 'postgres' : 'pglite' })
      })

      it('answers unknown routes with 404 not_found', async () => {
        expect(await call('/nope')).toMatchObject({ status: 404, body: { error: 'not_found' } })
      })

      it('answers CORS preflights for the widget origin', async () => {
        const response = await fetch(`${cloud.url}/e?projectId=${LAB}`, {
          method: 'OPTIONS',
          headers: {
            origin: LAB_ORIGIN,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        })
        expect(response.status).toBe(204)
        expect(response.headers.get('access-control-allow-origin')).toBe(LAB_ORIGIN)
        expect(response.headers.get('access-control-allow-headers')).toContain('content-type')
      })
    })

    describe('project checks (every project-scoped endpoint)', () => {
      it('400 missing_project_id without a project id', async () => {
        expect(await call('/appkit/v1/config')).toMatchObject({
          status: 400,
          body: { error: 'missing_project_id', message: 'Project ID is required' },
        })
      })

      it('403 invalid_project_id for an unknown or malformed id', async () => {
        for (const id of ['does-not-exist', '%20bad%20id']) {
          expect(await call(`/appkit/v1/config?projectId=${id}`)).toMatchObject({
            status: 403,
            body: { error: 'invalid_project_id', message: 'Invalid Project ID' },
          })
        }
      })

      it('403 project_not_configured for a project without allowed origins', async () => {
        for (const path of ['/appkit/v1/config', '/projects/v1/origins', '/getWallets']) {
          expect(await call(`${path}?projectId=portico-lab-unconfigured`)).toMatchObject({
            status: 403,
            body: { error: 'project_not_configured', message: 'Project ID Not Configured' },
          })
        }
      })

      it('403 origin_not_allowlisted for a browser origin outside the list, with CORS headers', async () => {
        const answer = await call(`/appkit/v1/config?projectId=portico-lab-disallowed`, {
          headers: { origin: LAB_ORIGIN },
        })
        expect(answer).toMatchObject({
          status: 403,
          body: {
            error: 'origin_not_allowlisted',
            message: 'origin not allowlisted',
            details: { origin: LAB_ORIGIN },
          },
        })
        expect(answer.headers.get('access-control-allow-origin')).toBe(LAB_ORIGIN)
      })

      it('429 rate_limited with Retry-After past the project limit', async () => {
        const created = await admin('/projects', 'POST', {
          name: 'Tight',
          allowedOrigins: [LAB_ORIGIN],
          rateLimitPerMinute: 3,
        })
        const id = created.body.id
        for (let i = 0; i < 3; i++) expect((await call(`/appkit/v1/config?projectId=${id}`)).status).toBe(200)
        const limited = await call(`/appkit/v1/config?projectId=${id}`)
        expect(limited).toMatchObject({ status: 429, body: { error: 'rate_limited' } })
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      })
    })

    describe('GET /appkit/v1/config and /projects/v1/origins', () => {
      it('answers the remote features of the lab project (spec §9 defaults)', async () => {
        const { status, body } = await call(`/appkit/v1/config?projectId=${LAB}&st=portico&sv=0.0.0`, {
          headers: { origin: LAB_ORIGIN },
        })
        expect(status).toBe(200)
        expect(body).toEqual({
          features: {
            email: true,
            socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
            swaps: ['1inch'],
            onramp: ['meld', 'coinbase'],
            activity: true,
            reownBranding: true,
            multiWallet: false,
          },
        })
      })

      it('answers allowed origins, also to an origin outside them (the widget checks)', async () => {
        const { status, body } = await call(`/projects/v1/origins?projectId=portico-lab-disallowed`, {
          headers: { origin: LAB_ORIGIN },
        })
        expect(status).toBe(200)
        expect(body).toEqual({ allowedOrigins: ['https://app.example.com'] })
      })

      it('allows wildcard origins', async () => {
        await admin('/projects', 'POST', {
          id: 'wild-card',
          name: 'Wild',
          allowedOrigins: ['https://*.example.org'],
        })
        const ok = await call('/appkit/v1/config?projectId=wild-card', {
          headers: { origin: 'https://a.example.org' },
        })
        const refused = await call('/appkit/v1/config?projectId=wild-card', {
          headers: { origin: 'https://example.org' },
        })
        expect(ok.status).toBe(200)
        expect(refused.status).toBe(403)
      })
    })

    describe('GET /getWallets', () => {
      const wallets = (query: string) => call(`/getWallets?projectId=${LAB}&${query}`)

      it('lists the catalogue by rank, 40 per page by default, with the total count', async () => {
        const { status, body } = await wallets('page=1')
        expect(status).toBe(200)
        expect(body.count).toBeGreaterThan(100)
        expect(body.data).toHaveLength(40)
        expect(body.data[0]).toMatchObject({
          id: 'metamask',
          name: 'MetaMask',
          image_id: 'metamask',
          rdns: 'io.metamask',
        })
        const page2 = await wallets('page=2&entries=40')
        expect(page2.body.data[0].id).not.toBe(body.data[0].id)
      })

      it('searches with ranking, include, exclude, chains and badge filters', async () => {
        expect((await wallets('search=trust&entries=100')).body.data[0].name).toBe('Trust Wallet')
        expect((await wallets('search=metamsk')).body.data[0].name).toBe('MetaMask')
        const included = await wallets('include=phantom,rainbow')
        expect(included.body.data.map((w: { id: string }) => w.id)).toEqual(['phantom', 'rainbow'])
        expect(included.body.count).toBe(2)
        const excluded = await wallets('search=metamask&exclude=metamask')
        expect(excluded.body.data.map((w: { id: string }) => w.id)).not.toContain('metamask')
        const bitcoin = await wallets('chains=bip122:000000000019d6689c085ae165831e93&entries=100')
        expect(bitcoin.body.data.length).toBeGreaterThan(5)
        for (const wallet of bitcoin.body.data)
          expect(wallet.chains).toContain('bip122:000000000019d6689c085ae165831e93')
        const certified = await wallets('badge_type=certified&entries=100')
        for (const wallet of certified.body.data) expect(wallet.badge_type).toBe('certified')
      })

      it('400 invalid_request for out-of-range paging or malformed filters', async () => {
        for (const query of ['entries=0', 'entries=101', 'page=0', 'chains=not-a-chain', 'badge_type=gold']) {
          expect(await wallets(query)).toMatchObject({ status: 400, body: { error: 'invalid_request' } })
        }
      })
    })

    describe('images', () => {
      it('serves generated wallet images as SVG and 404 for unknown ids', async () => {
        const image = await call('/getWalletImage/metamask')
        expect(image.status).toBe(200)
        expect(image.headers.get('content-type')).toContain('image/svg+xml')
        expect(image.body).toContain('>ME</text>')
        expect(await call('/getWalletImage/unknown-wallet')).toMatchObject({
          status: 404,
          body: { error: 'not_found' },
        })
        expect(await call('/getWalletImage/..%2Fetc')).toMatchObject({ status: 400 })
      })

      it('serves asset, currency and token images for any well-formed id', async () => {
        for (const path of [
          '/public/getAssetImage/eip155-1',
          '/public/getCurrencyImage/USD',
          '/public/getTokenImage/ETH',
        ]) {
          const image = await call(path)
          expect(image.status).toBe(200)
          expect(image.headers.get('content-type')).toContain('image/svg+xml')
        }
      })
    })

    describe('analytics', () => {
      it('answers the analytics switch', async () => {
        expect((await call(`/getAnalyticsConfig?projectId=${LAB}`)).body).toEqual({
          isAnalyticsEnabled: true,
        })
        await admin('/projects', 'POST', {
          id: 'no-analytics',
          name: 'Quiet',
          allowedOrigins: [LAB_ORIGIN],
          analyticsEnabled: false,
        })
        expect((await call('/getAnalyticsConfig?projectId=no-analytics')).body).toEqual({
          isAnalyticsEnabled: false,
        })
        expect(await post('/e?projectId=no-analytics', event({ event: 'MODAL_OPEN' }))).toMatchObject({
          status: 202,
          body: { accepted: false },
        })
      })

      it('stores events and error reports posted to /e', async () => {
        const stored = await post(
          `/e?projectId=${LAB}&st=portico&sv=0.0.0`,
          event({ event: 'MODAL_OPEN', address: '0xabc' }),
          {
            origin: LAB_ORIGIN,
          },
        )
        expect(stored).toMatchObject({ status: 202, body: { accepted: true, kind: 'event' } })
        const report = await post(
          `/e?projectId=${LAB}`,
          event({
            type: 'error',
            event: 'ERROR',
            errorType: 'TypeError',
            errorMessage: 'boom',
            stackTrace: 'at x',
          }),
        )
        expect(report).toMatchObject({ status: 202, body: { accepted: true, kind: 'error' } })
        const events = await admin(`/projects/${LAB}/events`)
        expect(events.body.events[0]).toMatchObject({ event: 'MODAL_OPEN', props: { address: '0xabc' } })
        const errors = await admin(`/projects/${LAB}/events?kind=error`)
        expect(errors.body.events[0]).toMatchObject({
          kind: 'error',
          props: { errorType: 'TypeError', errorMessage: 'boom' },
        })
      })

      it('400 for malformed events, 413 for oversized bodies, 403 for a disallowed origin', async () => {
        expect(await post(`/e?projectId=${LAB}`, '{nope')).toMatchObject({
          status: 400,
          body: { error: 'invalid_request' },
        })
        expect(await post(`/e?projectId=${LAB}`, { eventId: 'x' })).toMatchObject({ status: 400 })
        expect(await post(`/e?projectId=${LAB}`, event({ type: 'error' }))).toMatchObject({ status: 400 })
        expect(
          await post(`/e?projectId=${LAB}`, event({ event: 'X', blob: 'x'.repeat(300_000) })),
        ).toMatchObject({
          status: 413,
          body: { error: 'payload_too_large' },
        })
        expect(
          await post(`/e?projectId=${LAB}`, event({ event: 'X' }), { origin: 'https://evil.example' }),
        ).toMatchObject({
          status: 403,
          body: { error: 'origin_not_allowlisted' },
        })
      })

      it('429 past 5 error reports per 60 s (spec §9)', async () => {
        await admin('/projects', 'POST', { id: 'noisy', name: 'Noisy', allowedOrigins: [LAB_ORIGIN] })
        const report = () =>
          post('/e?projectId=noisy', event({ type: 'error', errorType: 'E', errorMessage: 'again' }))
        for (let i = 0; i < 5; i++) expect((await report()).status).toBe(202)
        expect(await report()).toMatchObject({ status: 429, body: { error: 'rate_limited' } })
        expect((await post('/e?projectId=noisy', event({ event: 'MODAL_OPEN' }))).status).toBe(202)
      })
    })

    describe('admin API', () => {
      it('401 unauthorized without or with a wrong bearer token', async () => {
        expect(await call('/admin/v1/projects')).toMatchObject({
          status: 401,
          body: { error: 'unauthorized' },
        })
        expect(await admin('/projects', 'GET', undefined, 'wrong-token')).toMatchObject({ status: 401 })
      })

      it('creates, reads, updates and deletes projects', async () => {
        const created = await admin('/projects', 'POST', {
          name: 'Shop',
          allowedOrigins: ['https://shop.example.com'],
        })
        expect(created.status).toBe(201)
        expect(created.body.id).toMatch(/^[0-9a-f]{32}$/)
        expect(created.body.features.multiWallet).toBe(false)
        const id = created.body.id
        expect((await admin(`/projects/${id}`)).body.name).toBe('Shop')
        expect((await admin('/projects')).body.projects.map((p: { id: string }) => p.id)).toContain(id)

        const origins = await admin(`/projects/${id}/origins`, 'PUT', {
          allowedOrigins: ['https://*.shop.example.com', 'http://localhost:3000'],
        })
        expect(origins.body.allowedOrigins).toEqual(['https://*.shop.example.com', 'http://localhost:3000'])
        const features = await admin(`/projects/${id}/features`, 'PUT', { multiWallet: true, swaps: [] })
        expect(features.body.features).toMatchObject({ multiWallet: true, swaps: [], email: true })
        expect((await call(`/appkit/v1/config?projectId=${id}`)).body.features).toMatchObject({
          multiWallet: true,
          swaps: [],
        })
        const patched = await admin(`/projects/${id}`, 'PATCH', { name: 'Shop 2', analyticsEnabled: false })
        expect(patched.body).toMatchObject({ name: 'Shop 2', analyticsEnabled: false })

        expect((await admin(`/projects/${id}`, 'DELETE')).status).toBe(204)
        expect(await admin(`/projects/${id}`)).toMatchObject({ status: 404, body: { error: 'not_found' } })
        expect(await call(`/appkit/v1/config?projectId=${id}`)).toMatchObject({
          status: 403,
          body: { error: 'invalid_project_id' },
        })
      })

      it('409 for a duplicate id, 400 for invalid origins or features, 404 for unknown projects', async () => {
        expect(await admin('/projects', 'POST', { id: LAB, name: 'Again' })).toMatchObject({
          status: 409,
          body: { error: 'conflict' },
        })
        expect(
          await admin('/projects', 'POST', { name: 'Bad', allowedOrigins: ['localhost'] }),
        ).toMatchObject({ status: 400 })
        expect(await admin(`/projects/${LAB}/features`, 'PUT', { email: 'yes' })).toMatchObject({
          status: 400,
        })
        expect(await admin('/projects/unknown-project/origins', 'PUT', { allowedOrigins: [] })).toMatchObject(
          { status: 404 },
        )
      })

      it('imports explorer-format catalogues, searchable at once', async () => {
        const imported = await admin('/wallets/import', 'POST', {
          listings: {
            'zz-test-wallet': {
              id: 'zz-test-wallet',
              name: 'Zyzzyva Test Wallet',
              homepage: 'https://zyzzyva.example',
              image_id: 'zz-image',
              chains: ['eip155:1'],
              mobile: { native: 'zyzzyva://', universal: '' },
              desktop: { native: '', universal: '' },
              app: { ios: 'https://apps.apple.com/app/id1', android: null },
            },
          },
        })
        expect(imported.body).toEqual({ imported: 1, skipped: [] })
        const found = await call(`/getWallets?projectId=${LAB}&search=zyzzyva`)
        expect(found.body.data[0]).toMatchObject({
          id: 'zz-test-wallet',
          mobile_link: 'zyzzyva://',
          app_store: 'https://apps.apple.com/app/id1',
        })
        expect((await call('/getWalletImage/zz-image')).status).toBe(200)
      })
    })

    describe('RPC proxy POST /v1/', () => {
      const rpc = (chainId: string, body: unknown) => post(`/v1/?chainId=${chainId}&projectId=${LAB}`, body)

      it('refuses methods outside the allow-list with a JSON-RPC error, keeping ids and batch order', async () => {
        const single = await rpc('eip155:31337', {
          jsonrpc: '2.0',
          id: 7,
          method: 'eth_sendTransaction',
          params: [],
        })
        expect(single).toMatchObject({
          status: 200,
          body: { jsonrpc: '2.0', id: 7, error: { code: -32004 } },
        })
        const batch = await rpc('eip155:31337', [
          { jsonrpc: '2.0', id: 1, method: 'personal_sign', params: [] },
          { jsonrpc: '2.0', id: 2, method: 'anvil_setBalance', params: [] },
        ])
        expect(batch.body.map((r: { id: number; error: { code: number } }) => [r.id, r.error.code])).toEqual([
          [1, -32004],
          [2, -32004],
        ])
      })

      it('400 for a malformed body or an unsupported chain, 502 when the node is down', async () => {
        expect(await rpc('eip155:31337', { method: 'eth_chainId' })).toMatchObject({ status: 400 })
        expect(await rpc('not-caip', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).toMatchObject({
          status: 400,
        })
        expect(await rpc('eip155:424242', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).toMatchObject({
          status: 400,
          body: { error: 'unsupported_chain' },
        })
        expect(await rpc(DOWN_CHAIN, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).toMatchObject({
          status: 502,
          body: { error: 'upstream_unavailable' },
        })
      })
    })

    describe('blockchain API without chain data', () => {
      const address = '0x000000000000000000000000000000000000dEaD'

      it('answers an empty history, and 400 for bad addresses or cursors', async () => {
        expect((await call(`/v1/account/${address}/history?projectId=${LAB}`)).body).toEqual({
          data: [],
          next: null,
        })
        expect(await call(`/v1/account/0x123/history?projectId=${LAB}`)).toMatchObject({ status: 400 })
        expect(await call(`/v1/account/${address}/history?projectId=${LAB}&cursor=garbage`)).toMatchObject({
          status: 400,
          body: { error: 'invalid_request' },
        })
      })

      it('400 for a balance on an unserved chain, 502 when its node is down', async () => {
        expect(
          await call(`/v1/account/${address}/balance?projectId=${LAB}&chainId=eip155:424242`),
        ).toMatchObject({
          status: 400,
          body: { error: 'unsupported_chain' },
        })
        expect(
          await call(`/v1/account/${address}/balance?projectId=${LAB}&chainId=${DOWN_CHAIN}`),
        ).toMatchObject({
          status: 502,
        })
      })
    })

    describe('names', () => {
      const owner = privateKeyToAccount(generatePrivateKey())
      const other = privateKeyToAccount(generatePrivateKey())
      const register = async (
        account: typeof owner,
        name: string,
        { timestamp = Math.floor(Date.now() / 1000), signer = account, attributes = {} } = {},
      ) => {
        const message = JSON.stringify({ name, attributes, timestamp })
        return post(`/v1/profile/account?projectId=${LAB}`, {
          coinType: 60,
          address: account.address,
          message,
          signature: await signer.signMessage({ message }),
        })
      }

      it('registers a name with a verified signature, then looks it up both ways', async () => {
        const registered = await register(owner, 'alice-test.portico.id', {
          attributes: { avatar: 'https://a.example/x.png' },
        })
        expect(registered.status).toBe(201)
        expect(registered.body).toMatchObject({
          name: 'alice-test.portico.id',
          addresses: { '60': { address: owner.address.toLowerCase() } },
        })
        expect((await call(`/v1/profile/account/alice-test.portico.id?projectId=${LAB}`)).body.name).toBe(
          'alice-test.portico.id',
        )
        expect((await call(`/v1/profile/account/alice-test?projectId=${LAB}`)).status).toBe(200)
        const reverse = await call(`/v1/profile/reverse/${owner.address}?projectId=${LAB}`)
        expect(reverse.body.map((r: { name: string }) => r.name)).toEqual(['alice-test.portico.id'])
        expect((await call(`/v1/identity/${owner.address}?projectId=${LAB}`)).body).toEqual({
          name: 'alice-test.portico.id',
          avatar: 'https://a.example/x.png',
        })
        expect((await call(`/v1/identity/${other.address}?projectId=${LAB}`)).body).toEqual({
          name: null,
          avatar: null,
        })
      })

      it('suggests free names only', async () => {
        const { body } = await call(`/v1/profile/suggestions/alice-test?projectId=${LAB}`)
        const names = body.suggestions.map((s: { name: string }) => s.name)
        expect(names).not.toContain('alice-test.portico.id')
        expect(names[0]).toBe('alice-test-id.portico.id')
        expect(names.length).toBeGreaterThan(0)
      })

      it('409 for a name someone else holds, 401 for a bad signature, 400 for bad names or stale messages', async () => {
        expect(await register(other, 'alice-test')).toMatchObject({
          status: 409,
          body: { error: 'conflict' },
        })
        expect(await register(other, 'bob-test', { signer: owner })).toMatchObject({
          status: 401,
          body: { error: 'invalid_signature' },
        })
        expect(await register(other, 'bob')).toMatchObject({ status: 400 })
        expect(await register(other, 'bob_test')).toMatchObject({ status: 400 })
        expect(await register(other, 'bob-test.other.id')).toMatchObject({ status: 400 })
        expect(
          await register(other, 'bob-test', { timestamp: Math.floor(Date.now() / 1000) - 3_600 }),
        ).toMatchObject({
          status: 400,
        })
        expect(await call(`/v1/profile/account/nobody-here?projectId=${LAB}`)).toMatchObject({ status: 404 })
      })
    })

    describe('persistence and faults', () => {
      it('keeps projects, events and names across a restart on the same storage, and the CLI edits it', async () => {
        await admin('/projects', 'POST', { id: 'survivor', name: 'Survivor', allowedOrigins: [LAB_ORIGIN] })
        await post('/e?projectId=survivor', event({ event: 'BEFORE_RESTART' }))
        const token = cloud.adminToken
        // PGlite belongs to one process at a time: the CLI is refused while the cloud holds the folder.
        if (!storage.databaseUrl)
          await expect(runCli(['project', 'list'], config())).rejects.toThrow('in use')
        await cloud.stop()
        // While it is down, the CLI works on the same storage.
        await runCli(
          ['project', 'create', '--name', 'From CLI', '--id', 'cli-made', '--origin', LAB_ORIGIN],
          config(),
        )
        await runCli(['project', 'origins', 'set', 'cli-made', LAB_ORIGIN, 'https://*.example.net'], config())
        await runCli(
          ['project', 'features', 'set', 'cli-made', '--multi-wallet', 'on', '--socials', 'google,github'],
          config(),
        )
        cloud = await startCloud(config())
        expect(cloud.adminToken).toBe(token)
        expect((await call('/projects/v1/origins?projectId=cli-made')).body.allowedOrigins).toEqual([
          LAB_ORIGIN,
          'https://*.example.net',
        ])
        expect((await call('/appkit/v1/config?projectId=cli-made')).body.features).toMatchObject({
          multiWallet: true,
          socials: ['google', 'github'],
          email: true,
        })
        expect((await call('/appkit/v1/config?projectId=survivor')).status).toBe(200)
        expect((await admin('/projects/survivor/events')).body.events[0].event).toBe('BEFORE_RESTART')
        expect((await call(`/v1/profile/account/alice-test?projectId=${LAB}`)).status).toBe(200)
      })

      it('500 server_error when storage fails', async () => {
        await cloud.storage.close()
        expect(await call('/healthz')).toMatchObject({
          status: 500,
          body: { error: 'server_error', message: 'Server Error' },
        })
        expect(await call('/appkit/v1/config?projectId=never-cached')).toMatchObject({ status: 500 })
      })
    })
  })
}
