import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { LAB } from './apiSuiteFixtures.js'
import type { ApiSuiteClient } from './createApiSuiteClient.js'

/** The API suite's part for name registration and lookups. */
export function defineNameApiSuite(api: ApiSuiteClient): void {
  const { call, post } = api
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
}
