import { describe, expect, it } from 'vitest'
import { initialFiles, type Manifest } from './initialFiles.js'

describe('initialFiles', () => {
  it('follows static imports from the entry and skips dynamic imports', () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['src/modal.tsx'],
        css: ['assets/index.css'],
      },
      '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js', 'index.html'] },
      '_deep.js': { file: 'assets/deep.js' },
      'src/modal.tsx': { file: 'assets/modal.js', imports: ['_shared.js'] },
    }
    expect(initialFiles(manifest)).toEqual({
      js: ['assets/deep.js', 'assets/index.js', 'assets/shared.js'],
      css: ['assets/index.css'],
    })
  })

  it('is empty without an entry', () => {
    expect(initialFiles({ 'a.js': { file: 'assets/a.js' } })).toEqual({ js: [], css: [] })
  })
})
