import { DEFAULT_ALLOWED_ANCESTORS } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { LAB, LAB_ORIGIN } from './apiSuiteFixtures.js'
import type { ApiSuiteClient } from './createApiSuiteClient.js'

/** The API suite's part for project checks on every project-scoped route, /appkit/v1/config and /projects/v1/origins. */
export function defineProjectApiSuite(api: ApiSuiteClient): void {
  const { call, admin, post, event } = api
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

    it('serves requests without an Origin header (servers, scripts); Origin: null is a browser and is refused', async () => {
      const disallowed = 'projectId=portico-lab-disallowed'
      expect((await call(`/appkit/v1/config?${disallowed}`)).status).toBe(200)
      expect((await call(`/getWallets?${disallowed}&entries=1`)).status).toBe(200)
      expect((await post(`/e?${disallowed}`, event({ event: 'SERVER_SIDE' }))).status).toBe(202)
      expect(await call(`/appkit/v1/config?${disallowed}`, { headers: { origin: 'null' } })).toMatchObject({
        status: 403,
        body: { error: 'origin_not_allowlisted' },
      })
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
    it('answers the remote features of the lab project (docs/behaviour.md#limits defaults)', async () => {
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
      // The test cloud runs in development: the frame may also be embedded by the default allowed ancestors.
      expect(body).toEqual({
        allowedOrigins: ['https://app.example.com'],
        frameAncestors: [...DEFAULT_ALLOWED_ANCESTORS, 'https://app.example.com'],
      })
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
}
