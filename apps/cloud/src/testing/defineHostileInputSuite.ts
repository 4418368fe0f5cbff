import { LOCAL_FARCASTER_ACCOUNTS, type MailInbox, startMailInbox } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localSocialProviderEndpoints } from '../socialAuth/socialProviderEndpoints.js'
import { LAB_ORIGIN } from './apiSuite/apiSuiteFixtures.js'
import { type ApiSuiteStorage, createApiSuiteClient } from './apiSuite/createApiSuiteClient.js'
import { cloudRouteTable, routeKey } from './hostile/cloudRouteTable.js'
import { type HostileCase, hostileCases } from './hostile/hostileCases.js'
import { HOSTILE_ROUTES } from './hostile/hostileRoutes.js'
import { HOSTILE_DELETED_PROJECT, HOSTILE_PROJECT } from './hostile/hostileRouteValues.js'
import { onrampOnDownProvider } from './hostile/onrampOnDownProvider.js'
import { payOnDownExchange } from './hostile/payRoutes.js'
import { smartAccountsOnDownBundler } from './hostile/smartAccountRoutes.js'
import { swapsOnDownChain } from './hostile/swapsOnDownChain.js'

/** Text an error answer must never carry: a stack frame, source paths, the admin token, the database password. */
function leaks(body: string, secrets: string[]): string[] {
  const patterns = ['\n    at ', ' at file://', 'node_modules', '/src/', '.ts:', ...secrets.filter(Boolean)]
  return patterns.filter((pattern) => body.includes(pattern))
}

/**
 * Every route of the cloud, one parameter at a time spoiled with hostile input (empty, huge, NaN, NUL, lone
 * surrogates, deep nesting, SQL text, path traversal, wrong types and content types; see hostile/). The cases are
 * generated from the table of routes (hostile/hostileRoutes.ts): a new route needs one row, and the suite fails
 * until it has one (the table is checked against the app's own route table). No answer may be a 5xx,
 * and none may carry a stack, a source path or a secret. The per-client and project limits are raised so that the requests
 * reach validation and storage. Run on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
export function defineHostileInputSuite(
  name: string,
  openStorage: () => Promise<ApiSuiteStorage>,
  skip = false,
): void {
  describe.skipIf(skip)(`hostile input on ${name}`, () => {
    // testConfig already lifts the per-client limits, so the requests reach validation and storage.
    let inbox: MailInbox | undefined
    const api = createApiSuiteClient(openStorage, {
      trustedProxies: ['127.0.0.1', '::1'],
      // Read when the cloud starts, after the inbox has its port: login codes go to a real SMTP server.
      get emailAuth() {
        return {
          mailFrom: 'Portico <login@portico.local>',
          secureSiteOrigins: [LAB_ORIGIN],
          smtpUrl: inbox?.smtpUrl,
        }
      },
      farcasterAuth: { accounts: [...LOCAL_FARCASTER_ACCOUNTS], channelLifetimeMs: 5 * 60_000 },
      swaps: swapsOnDownChain,
      onramp: onrampOnDownProvider,
      payExchanges: payOnDownExchange,
      smartAccounts: smartAccountsOnDownBundler,
      // Social login starts without reaching the provider (nothing listens there): the routes' inputs are checked.
      socialAuth: {
        redirectUri: `${LAB_ORIGIN}/social-callback.html`,
        providers: {
          google: {
            clientId: 'hostile',
            clientSecret: 'hostile-secret',
            ...localSocialProviderEndpoints('http://127.0.0.1:9', 'google'),
          },
        },
      },
    })
    beforeAll(async () => {
      inbox = await startMailInbox()
      await api.open()
      for (const id of [HOSTILE_PROJECT, HOSTILE_DELETED_PROJECT]) {
        await api.admin('/projects', 'POST', { id, name: 'Hostile', allowedOrigins: [LAB_ORIGIN] })
      }
      await api.admin('/projects/portico-lab', 'PATCH', { rateLimitPerMinute: 1_000_000_000 })
    })
    afterAll(async () => {
      await api.close()
      await inbox?.stop()
    })

    const send = async (request: HostileCase) => {
      let response: Response
      try {
        response = await fetch(`${api.cloud.url}${request.target}`, {
          method: request.method,
          headers: request.headers,
          ...(request.body === undefined ? {} : { body: request.body }),
        })
      } catch (error) {
        // A value fetch itself refuses to send (a header with a NUL or non-Latin-1 text) cannot reach the cloud.
        if (error instanceof TypeError && !String(error.cause ?? '').includes('ECONN')) return undefined
        throw error
      }
      return { status: response.status, body: await response.text() }
    }

    it("lists every route of the app's route table, and only those", () => {
      const listed = [...new Set(HOSTILE_ROUTES.map((route) => routeKey(route.method, route.path)))].sort()
      expect(listed).toEqual(cloudRouteTable())
    })

    for (const route of HOSTILE_ROUTES) {
      const title = `${route.method} ${route.path}${route.body && route.path === '/e' ? ` (${JSON.stringify(route.body).includes('"error"') ? 'error report' : 'event'})` : ''}`
      it(`${title}: no 5xx, no stack or secret in any answer`, async () => {
        const secrets = [api.cloud.adminToken, new URL(api.storage.databaseUrl ?? 'pglite://x').password]
        const failures: string[] = []
        let sent = 0
        for (const request of hostileCases(route, api.cloud.adminToken)) {
          const answer = await send(request)
          if (!answer) continue
          sent++
          const valid = route.validStatus ? answer.status === route.validStatus : answer.status < 300
          if (request.label === 'valid' && !valid) {
            failures.push(`valid request answered ${answer.status}: ${answer.body.slice(0, 200)}`)
          }
          if (answer.status >= 500 && answer.status !== 502) {
            failures.push(`${request.label}: ${answer.status} ${answer.body.slice(0, 200)}`)
          }
          const leaked = leaks(answer.body, secrets)
          if (leaked.length > 0) failures.push(`${request.label}: the answer shows ${leaked.join(', ')}`)
        }
        expect(failures).toEqual([])
        expect(sent).toBeGreaterThan(route.path === '/healthz' ? 10 : 50)
      })
    }
  })
}
