import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { featurePackages, featuresModule } from '../../src/apps/featurePackages.js'

/** `virtual:portico-features`: every feature package of the workspace, as in the bench's Portico app. */
function porticoFeatures(): Plugin {
  const id = 'virtual:portico-features'
  return {
    name: 'portico-features',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? featuresModule(featurePackages()) : undefined),
  }
}

// The Buy and Swap scenarios' app (bench/src/onramp/measureBuy.ts, bench/src/swaps/measureSwapQuote.ts): the bench's Portico app with a cloud, built apart so the
// same-shape Portico app (and the budget) stay without one. No source maps: nothing reads them (the bench prices
// this app's chunks from the built JavaScript, and `attribute`/`trace` work on the same-shape apps).
export default defineConfig({
  plugins: [react(), porticoFeatures()],
  build: { manifest: true },
})
