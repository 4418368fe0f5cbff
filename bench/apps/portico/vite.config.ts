import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Same for every bench app: a production build with a manifest (initial files) and hidden source maps
// (package breakdown; no sourceMappingURL comment, so the served bytes are those of a plain build).
export default defineConfig({ plugins: [react()], build: { manifest: true, sourcemap: 'hidden' } })
