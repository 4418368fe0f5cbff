import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { featurePackages, featuresModule } from '../../src/apps/featurePackages.js'

/** `virtual:portico-features`: every feature package of the workspace, installed as the app's plugins. */
function porticoFeatures(): Plugin {
  const id = 'virtual:portico-features'
  return {
    name: 'portico-features',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    // PORTICO_BENCH_FEATURES=none builds the widget alone: the budget's strict part (see measureBudget).
    load: (source) =>
      source === `\0${id}`
        ? featuresModule(process.env.PORTICO_BENCH_FEATURES === 'none' ? [] : featurePackages())
        : undefined,
  }
}

// Same for every bench app: a production build with a manifest (initial files) and hidden source maps
// (package breakdown; no sourceMappingURL comment, so the served bytes are those of a plain build).
// Portico's app also installs every feature package, so the budget counts their Account entries.
export default defineConfig({
  plugins: [react(), porticoFeatures()],
  build: { manifest: true, sourcemap: 'hidden' },
})
