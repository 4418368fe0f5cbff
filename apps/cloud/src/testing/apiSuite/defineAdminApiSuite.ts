import { describe, expect, it } from 'vitest'
import { LAB } from './apiSuiteFixtures.js'
import type { ApiSuiteClient } from './createApiSuiteClient.js'

/** The API suite's part for the admin API: projects and wallet imports. */
export function defineAdminApiSuite(api: ApiSuiteClient): void {
  const { call, admin } = api
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
      expect(await admin('/projects', 'POST', { name: 'Bad', allowedOrigins: ['localhost'] })).toMatchObject({
        status: 400,
      })
      expect(await admin(`/projects/${LAB}/features`, 'PUT', { email: 'yes' })).toMatchObject({
        status: 400,
      })
      expect(await admin('/projects/unknown-project/origins', 'PUT', { allowedOrigins: [] })).toMatchObject({
        status: 404,
      })
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
}
