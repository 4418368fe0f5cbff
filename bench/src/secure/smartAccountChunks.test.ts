import { expect, it } from 'vitest'
import { buildSecureSite } from './buildSecureSite.js'
import { type BuiltChunk, smartAccountChunksOf } from './smartAccountChunks.js'

const SECURE = '/repo/apps/secure/src'
const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
) => ({ fileName, isEntry: fileName === 'frame.js', imports, dynamicImports, moduleIds }) satisfies BuiltChunk

const lazy = [
  chunk('frame.js', [`${SECURE}/frame/startFrame.ts`], ['shared.js'], ['evm.js', 'smart.js']),
  chunk('shared.js', ['/repo/node_modules/viem/_esm/utils/index.js']),
  chunk('evm.js', [`${SECURE}/rpc/evm/serveEvmRequest.ts`], ['shared.js']),
  chunk('smart.js', [`${SECURE}/rpc/smartAccount/openSmartAccount.ts`], ['safe.js', 'shared.js']),
  chunk('safe.js', [
    '/repo/node_modules/.pnpm/permissionless@0.4.1/node_modules/permissionless/accounts/index.js',
  ]),
]

it('finds the smart-account chunks and what they load beyond the EOA path, none of it initial', () => {
  expect(smartAccountChunksOf(lazy, 'frame.js')).toEqual({
    smartAccount: ['safe.js', 'smart.js'],
    smartAccountOnly: ['safe.js', 'smart.js'],
    initial: ['frame.js', 'shared.js'],
    eoaPath: ['evm.js', 'shared.js'],
    inInitial: [],
    inEoaPath: [],
  })
})

it('names the smart-account modules a static import pulls into the initial chunks or into the EOA path', () => {
  const staticInEntry = lazy.map((each) =>
    each.fileName === 'frame.js' ? { ...each, imports: ['shared.js', 'safe.js'] } : each,
  )
  expect(smartAccountChunksOf(staticInEntry, 'frame.js').inInitial).toEqual([
    '/repo/node_modules/.pnpm/permissionless@0.4.1/node_modules/permissionless/accounts/index.js',
  ])
  const staticInEoa = lazy.map((each) =>
    each.fileName === 'evm.js' ? { ...each, imports: ['smart.js'] } : each,
  )
  expect(smartAccountChunksOf(staticInEoa, 'frame.js')).toMatchObject({
    inInitial: [],
    inEoaPath: [
      `${SECURE}/rpc/smartAccount/openSmartAccount.ts`,
      '/repo/node_modules/.pnpm/permissionless@0.4.1/node_modules/permissionless/accounts/index.js',
    ],
  })
})

it('the secure site’s build keeps the smart-account code (frame rpc/smartAccount, permissionless) out of the frame page’s initial JS and out of what an EOA’s request loads', async () => {
  const site = await buildSecureSite()
  const where = smartAccountChunksOf(site.chunks, site.frameEntry)
  expect(where.inInitial).toEqual([])
  expect(where.inEoaPath).toEqual([])
  expect(where.smartAccount.length).toBeGreaterThan(0)
  expect(where.smartAccountOnly).toEqual(expect.arrayContaining(where.smartAccount))
}, 300_000)
