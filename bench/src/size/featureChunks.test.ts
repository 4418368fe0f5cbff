import { expect, it } from 'vitest'
import { BUILT_IN_FEATURES, featureChunks, featurePackageSource } from './featureChunks.js'

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js', '../../../packages/activity/src/exports/index.ts'],
  },
  '../../../packages/activity/src/exports/index.ts': { file: 'assets/index.js' },
  '_shared.js': { file: 'assets/shared.js' },
  '_qr.js': { file: 'assets/qr.js' },
  '_format.js': { file: 'assets/format.js' },
  '../../../packages/receive/src/ReceiveView.tsx': {
    file: 'assets/ReceiveView.js',
    imports: ['_qr.js', '_shared.js'],
  },
  '../../../packages/activity/src/ActivityTab.tsx': {
    file: 'assets/ActivityTab.js',
    imports: ['_format.js'],
  },
  '../../../packages/activity/src/fetchTransactionPage.ts': {
    file: 'assets/fetch.js',
    imports: ['_format.js'],
  },
  '../../../packages/ui-react/src/account/tabs/TokensTab.tsx': {
    file: 'assets/TokensTab.js',
    imports: ['../../../packages/ui-react/src/modal/modalModule.ts'],
  },
  '../../../packages/ui-react/src/modal/modalModule.ts': { file: 'assets/modal.js', imports: ['_format.js'] },
}
const jsFiles = {
  'assets/index.js': { raw: 1000, gzip: 400 },
  'assets/shared.js': { raw: 500, gzip: 200 },
  'assets/qr.js': { raw: 300, gzip: 120 },
  'assets/format.js': { raw: 100, gzip: 50 },
  'assets/ReceiveView.js': { raw: 200, gzip: 90 },
  'assets/ActivityTab.js': { raw: 400, gzip: 150 },
  'assets/fetch.js': { raw: 60, gzip: 30 },
  'assets/TokensTab.js': { raw: 70, gzip: 35 },
  'assets/modal.js': { raw: 9000, gzip: 3000 },
}
const initial = ['assets/index.js', 'assets/shared.js']

it("prices a feature package's lazy chunks with the chunks only they load, leaving out the page's initial files and the modal's code", () => {
  const features = [
    ...BUILT_IN_FEATURES,
    featurePackageSource({ name: '@portico/activity', sourceDir: 'packages/activity/src/' }),
    featurePackageSource({ name: '@portico/receive', sourceDir: 'packages/receive/src/' }),
    featurePackageSource({ name: '@portico/send', sourceDir: 'packages/send/src/' }),
  ]
  expect(featureChunks(manifest, jsFiles, initial, features)).toEqual([
    ['Account Tokens tab', { raw: 70, gzip: 35 }],
    ['@portico/activity', { raw: 460, gzip: 180 }],
    ['@portico/receive', { raw: 500, gzip: 210 }],
  ])
})
