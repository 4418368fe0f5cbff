import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultRemoteFeatures } from '../projects/defaultRemoteFeatures.js'
import type { Project } from '../projects/Project.js'
import { defaultSponsorshipPolicy } from '../projects/sponsorshipPolicySchema.js'
import { testConfig } from '../testing/testConfig.js'
import { onrampProvidersOf } from './onrampProvidersOf.js'

const project = (onramp: string[]): Project => ({
  id: 'onramp-test',
  name: 'On-ramp test',
  allowedOrigins: [],
  features: { ...defaultRemoteFeatures, onramp },
  analyticsEnabled: false,
  rateLimitPerMinute: 60,
  smartAccountsEnabled: true,
  sponsorship: defaultSponsorshipPolicy,
  exchangesEnabled: true,
  createdAt: '',
  updatedAt: '',
})
const keys = {
  apiKey: 'key',
  urlSigningSecret: 'url-secret-0123456789',
  webhookSecret: 'webhook-secret-0123456789',
}

/** A provider that misbehaves by path: never answers, answers 500, or answers text that is not JSON. */
let upstream: Server
let upstreamUrl: string
beforeAll(async () => {
  upstream = createServer((request, response) => {
    if (request.url?.startsWith('/hang/')) return
    if (request.url?.startsWith('/fail/')) return void response.writeHead(500).end('{"error":"boom"}')
    response.writeHead(200, { 'content-type': 'text/html' }).end('<html>not json</html>')
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const address = upstream.address()
  upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(async () => {
  upstream.closeAllConnections()
  await new Promise((resolve) => upstream.close(resolve))
})

const providersAt = (path: string, timeoutMs = 30_000) =>
  onrampProvidersOf(
    testConfig({
      dataDir: '/nonexistent',
      databaseUrl: 'postgres://unused',
      onramp: { providers: { meld: { url: `${upstreamUrl}${path}`, ...keys } }, timeoutMs },
    }),
  )

describe('onrampProvidersOf', () => {
  it('answers onramp_disabled for a project without providers and onramp_not_configured for unset ones', () => {
    const providers = providersAt('/')
    expect(() => providers.forProject(project([]))).toThrow(
      expect.objectContaining({ code: 'onramp_disabled', status: 403 }),
    )
    expect(() => providers.forProject(project(['coinbase']))).toThrow(
      expect.objectContaining({ code: 'onramp_not_configured', status: 503 }),
    )
    expect(providers.forProject(project(['coinbase', 'meld'])).map(({ name }) => name)).toEqual(['meld'])
  })

  it('turns a provider that does not answer in time, fails or answers nonsense into onramp_provider_error (502)', async () => {
    const failure = (path: string, timeoutMs?: number) =>
      providersAt(path, timeoutMs)
        .forProject(project(['meld']))[0]
        ?.options()
        .then(
          () => undefined,
          ({ code, status, message }: { code: string; status: number; message: string }) => ({
            code,
            status,
            message,
          }),
        )
    expect(await failure('/hang/', 300)).toMatchObject({
      code: 'onramp_provider_error',
      status: 502,
      message: /in time/,
    })
    expect(await failure('/fail/')).toMatchObject({ code: 'onramp_provider_error', message: /answered 500/ })
    expect(await failure('/text/')).toMatchObject({
      code: 'onramp_provider_error',
      message: /unreadable/,
    })
  })

  it('turns an unreachable provider into onramp_provider_error', async () => {
    const providers = onrampProvidersOf(
      testConfig({
        dataDir: '/nonexistent',
        databaseUrl: 'postgres://unused',
        onramp: { providers: { meld: { url: 'http://127.0.0.1:9', ...keys } }, timeoutMs: 5_000 },
      }),
    )
    const error = await providers
      .forProject(project(['meld']))[0]
      ?.options()
      .catch((reason: { code: string; message: string }) => reason)
    expect(error).toMatchObject({ code: 'onramp_provider_error' })
    expect((error as { message: string }).message).toMatch(/unreachable/)
  })
})
