import { expect, it } from 'vitest'
import { createFakeAdapter } from '../conformance/createFakeAdapter.js'
import { createFakeSiwx } from '../conformance/createFakeSiwx.js'
import { createTestPortico } from '../conformance/createTestPortico.js'
import { fakeMainnet } from '../conformance/fakeNetworks.js'
import type { PorticoFeature } from '../types/feature.js'
import { resolveOptions } from './resolveOptions.js'

const signIn: PorticoFeature = { id: 'siwx' }
const receive: PorticoFeature = { id: 'receive' }
const options = { projectId: 'p', networks: [fakeMainnet] as const, adapters: [createFakeAdapter()] }

it("adds the feature a sign-in configuration carries before the app's plugins, once", () => {
  const siwx = { ...createFakeSiwx(), feature: signIn }
  expect(resolveOptions({ ...options, siwx, plugins: [receive] }).plugins).toEqual([signIn, receive])
  expect(resolveOptions({ ...options, siweConfig: siwx }).plugins).toEqual([signIn])
  expect(resolveOptions({ ...options, siwx, plugins: [receive, signIn] }).plugins).toEqual([receive, signIn])
  expect(resolveOptions({ ...options, siwx: createFakeSiwx(), plugins: [receive] }).plugins).toEqual([
    receive,
  ])
})

it("lists a carried feature in the instance's options.plugins, where the UI finds its views and texts", () => {
  const siwx = { ...createFakeSiwx(), feature: signIn }
  expect(createTestPortico({ ...options, siwx }).options.plugins).toEqual([signIn])
})
