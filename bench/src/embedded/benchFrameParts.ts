import { createCloudAuth } from '@portico/secure/src/frame/createCloudAuth.js'

/** The secure site's origin the bench's frames speak for (the cloud checks it as it checks a browser's). */
export const SECURE_ORIGIN = 'http://127.0.0.1:4410'

/** The frame's cloud sign-in for `projectId`, its requests carrying the secure site's Origin as a browser's would. */
export function secureSiteAuth(cloudUrl: string, projectId: string): ReturnType<typeof createCloudAuth> {
  return createCloudAuth({
    cloudUrl,
    projectId,
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as object), origin: SECURE_ORIGIN } }),
  })
}

/** A fresh in-memory storage for one frame (one new visitor per round). */
export function memoryFrameStore(): {
  getItem(name: string): string | null
  setItem(name: string, value: string): void
  removeItem(name: string): void
} {
  const items = new Map<string, string>()
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  }
}
