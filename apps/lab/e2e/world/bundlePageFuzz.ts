import { resolve } from 'node:path'
import { build } from 'vite'

let bundled: Promise<string> | undefined

/** pageFuzz.ts as one classic script (an IIFE), for `addScriptTag` into any window the test attacks from. */
export function bundlePageFuzz(): Promise<string> {
  bundled ??= (async () => {
    const output = await build({
      configFile: false,
      logLevel: 'warn',
      build: {
        write: false,
        minify: false,
        lib: {
          entry: resolve(import.meta.dirname, 'pageFuzz.ts'),
          formats: ['iife'],
          name: 'porticoFuzzBundle',
        },
      },
    })
    const first = (Array.isArray(output) ? output[0] : output) as {
      output: { type: string; code?: string }[]
    }
    const chunk = first.output.find((item) => item.type === 'chunk')
    if (!chunk?.code) throw new Error('The page fuzzer did not bundle')
    return chunk.code
  })()
  return bundled
}
