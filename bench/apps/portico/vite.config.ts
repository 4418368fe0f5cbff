import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { featurePackages, featuresModule } from '../../src/apps/featurePackages.js'

function selectFeatures(selection: string | undefined) {
  if (selection === 'none') return []
  const names = selection?.split(',')
  return featurePackages().filter((each) => !names || names.includes(each.name))
}

/** `virtual:portico-features`: every feature package of the workspace, installed as the app's plugins. */
function porticoFeatures(): Plugin {
  const id = 'virtual:portico-features'
  return {
    name: 'portico-features',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    // PORTICO_BENCH_FEATURES=none builds the widget alone: the budget's strict part (see measureBudget);
    // a comma-separated list of package names (`@portico/multiwallet`) installs only those, to price one entry.
    load: (source) =>
      source === `\0${id}` ? featuresModule(selectFeatures(process.env.PORTICO_BENCH_FEATURES)) : undefined,
  }
}

// Same for every bench app: a production build with a manifest (initial files) and hidden source maps
// (package breakdown; no sourceMappingURL comment, so the served bytes are those of a plain build).
// Portico's app also installs every feature package, so the budget counts their Account entries.
export default defineConfig({
  plugins: [react(), porticoFeatures()],
  build: { manifest: true, sourcemap: 'hidden' },
})
