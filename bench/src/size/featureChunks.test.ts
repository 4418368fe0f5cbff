import { expect, it } from 'vitest'
import { featureChunks } from './featureChunks.js'

it("prices a feature's lazy chunk with the chunks only it loads, leaving out what the page already has", () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_qr.js': { file: 'assets/qr.js' },
    '../../packages/receive/src/ReceiveView.tsx': {
      file: 'assets/ReceiveView.js',
      imports: ['_qr.js', '_shared.js'],
    },
  }
  const jsFiles = {
    'assets/index.js': { raw: 1000, gzip: 400 },
    'assets/shared.js': { raw: 500, gzip: 200 },
    'assets/qr.js': { raw: 300, gzip: 120 },
    'assets/ReceiveView.js': { raw: 200, gzip: 90 },
  }
  expect(featureChunks(manifest, jsFiles, ['assets/index.js', 'assets/shared.js'])).toEqual([
    ['@portico/receive view', { raw: 500, gzip: 210 }],
  ])
})
