import type { RunningCloud } from '../startCloud.js'

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are asserted with expect
export type CloudAnswer = { status: number; body: any }

/** Requests to a cloud a suite started: answers as status and body (JSON when the cloud says so, else text). */
export function cloudRequests(cloud: () => RunningCloud): {
  call(path: string, init?: RequestInit): Promise<CloudAnswer>
  /** PUTs a JSON body to an admin route with the cloud's admin token (or `token`). */
  putAdmin(path: string, body: unknown, token?: string): Promise<CloudAnswer>
} {
  const call = async (path: string, init: RequestInit = {}): Promise<CloudAnswer> => {
    const response = await fetch(`${cloud().url}${path}`, init)
    const type = response.headers.get('content-type') ?? ''
    return {
      status: response.status,
      body: type.includes('json') ? await response.json() : await response.text(),
    }
  }
  return {
    call,
    putAdmin: (path, body, token = cloud().adminToken) =>
      call(path, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  }
}
