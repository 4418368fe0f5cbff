import { expect, it } from 'vitest'
import { SHARED_CLOUD_SECURE_ORIGIN as SECURE_ORIGIN } from '../../testing/sharedCloudSecureOrigin.js'
import { sharedEmailCloud } from '../../testing/sharedEmailCloud.js'
import { createCloudAuth } from '../createCloudAuth.js'
import { isConnected } from './isConnected.js'

const world = sharedEmailCloud()

/** A frame's stored login (a session token the cloud never issued, or no longer accepts). */
function storedLogin() {
  const items = new Map([
    ['session', 'x'.repeat(43)],
    ['email', 'ada@example.com'],
  ])
  return {
    items,
    store: {
      getItem: (name: string) => items.get(name) ?? null,
      setItem: (name: string, value: string) => void items.set(name, value),
      removeItem: (name: string) => void items.delete(name),
    },
    key: (name: string) => name,
  }
}

const authAt = (cloudUrl: string) =>
  createCloudAuth({
    cloudUrl,
    projectId: 'portico-lab',
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as object), origin: SECURE_ORIGIN } }),
  })

it('forgets a login whose session the cloud no longer accepts', async () => {
  const login = storedLogin()
  expect(await isConnected({ ...login, auth: authAt(world.cloudUrl) })).toEqual({ isConnected: false })
  expect([...login.items.keys()]).toEqual([])
})

it('keeps the login and answers an error when the cloud cannot be reached: that says nothing about the session', async () => {
  const login = storedLogin()
  await expect(isConnected({ ...login, auth: authAt('http://127.0.0.1:9') })).rejects.toMatchObject({
    code: 'network_error',
  })
  expect([...login.items.keys()]).toEqual(['session', 'email'])
})
