import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { LAB, LAB_ORIGIN } from '../../testing/apiSuite/apiSuiteFixtures.js'
import { testConfig } from '../../testing/testConfig.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
let cloud: RunningCloud
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-rpc-routes-'))
  cloud = await startCloud(
    testConfig({
      dataDir,
      rpcUpstreams: { 'eip155:31337': 'http://127.0.0.1:1' },
      emailAuth: { mailFrom: 'Portico <login@portico.local>', secureSiteOrigins: [SECURE_ORIGIN] },
    }),
  )
})
afterAll(async () => {
  await cloud?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** A call the proxy answers itself (a method it refuses), so the answer tells only whether the origin passed. */
const call = (origin: string, projectId = LAB) =>
  fetch(`${cloud.url}/v1/?chainId=eip155:31337&projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sign', params: [] }),
  }).then(async (response) => ({ status: response.status, body: await response.json() }))

it("serves the embedded wallet's frame from the secure site for a project that does not list that origin", async () => {
  expect(await call(SECURE_ORIGIN)).toMatchObject({ status: 200, body: { id: 1, error: { code: -32004 } } })
  expect(await call(LAB_ORIGIN)).toMatchObject({ status: 200, body: { id: 1, error: { code: -32004 } } })
})

it('still refuses another origin, and the secure site for a project that does not exist', async () => {
  expect(await call('https://evil.example')).toMatchObject({
    status: 403,
    body: { error: 'origin_not_allowlisted' },
  })
  expect(await call(SECURE_ORIGIN, 'no-such-project')).toMatchObject({
    status: 403,
    body: { error: 'invalid_project_id' },
  })
})
