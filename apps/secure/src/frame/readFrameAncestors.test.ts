import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningCloud, startCloud, testConfig } from '@portico/cloud/testing'
import { isOriginAllowed } from '@portico/core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readFrameAncestors } from './readFrameAncestors.js'

let cloud: RunningCloud
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-frame-ancestors-'))
  cloud = await startCloud(testConfig({ dataDir, development: false }))
})
afterAll(async () => {
  await cloud?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

it("a frame served with a production cloud starts only under the project's allowed origins", async () => {
  const answer = await readFrameAncestors(cloud.url, 'portico-lab')
  if (!answer.ok) throw new Error(`No frame ancestors: ${answer.reason}`)
  const embeds = (origin: string) => isOriginAllowed(origin, answer.ancestors)
  expect(embeds('http://localhost:5173')).toBe(true)
  // Origins the default allowed ancestors cover: any page there could embed any project's frame before.
  expect(embeds('http://localhost:3000')).toBe(false)
  expect(embeds('http://127.0.0.1:8080')).toBe(false)
  expect(embeds('https://attacker.vercel.app')).toBe(false)
  expect(embeds('https://attacker.ngrok-free.app')).toBe(false)
})

it('no page embeds the frame when the cloud cannot say which may, and the frame knows why', async () => {
  expect(await readFrameAncestors(cloud.url, 'not-a-project')).toEqual({
    ok: false,
    reason: 'invalid_project',
  })
  expect(await readFrameAncestors('http://127.0.0.1:9', 'portico-lab')).toEqual({
    ok: false,
    reason: 'cloud_unreachable',
  })
})
