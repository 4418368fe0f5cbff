import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../cloud/sdkVersion.js'
import { HttpError } from '../errors/HttpError.js'
import { projectCloudRequest } from './projectCloudRequest.js'

let server: Server
let cloudUrl: string

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const url = new URL(request.url ?? '/', 'http://x')
    response.setHeader('content-type', 'application/json')
    if (url.pathname === '/v1/refused') {
      response.statusCode = 400
      response.end(JSON.stringify({ code: 'swap_would_revert', message: 'The swap would revert' }))
      return
    }
    response.end(
      JSON.stringify({ method: request.method, query: Object.fromEntries(url.searchParams), body }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cloudUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('projectCloudRequest', () => {
  it('asks a GET on the project scope, with the SDK type and version beside the route parameters', async () => {
    const answer = await projectCloudRequest<{ method: string; query: Record<string, string> }>(
      { cloudUrl, projectId: 'p1' },
      { path: '/v1/convert/tokens', params: { chainId: 'eip155:1', empty: undefined } },
    )
    expect(answer).toMatchObject({
      method: 'GET',
      query: { projectId: 'p1', st: SDK_TYPE, sv: SDK_VERSION, chainId: 'eip155:1' },
    })
    expect(answer.query).not.toHaveProperty('empty')
  })

  it('posts a body as JSON', async () => {
    const answer = await projectCloudRequest<{ method: string; body: string }>(
      { cloudUrl, projectId: 'p1' },
      { path: '/v1/generators/onrampurl', body: { amount: '50' } },
    )
    expect(answer).toMatchObject({ method: 'POST', body: '{"amount":"50"}' })
  })

  it("fails with an HttpError carrying the cloud's answer, for the feature to translate", async () => {
    const refused = projectCloudRequest({ cloudUrl, projectId: 'p1' }, { path: '/v1/refused' })
    await expect(refused).rejects.toBeInstanceOf(HttpError)
    await expect(refused).rejects.toMatchObject({ status: 400, body: { code: 'swap_would_revert' } })
  })

  it("ends with the instance's signal", async () => {
    const controller = new AbortController()
    controller.abort(new Error('destroyed'))
    const call = projectCloudRequest(
      { cloudUrl, projectId: 'p1', signal: controller.signal },
      { path: '/v1/x' },
    )
    await expect(call).rejects.toThrow()
  })
})
