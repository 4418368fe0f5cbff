import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { labCloudEndpoint } from './vite/labCloudEndpoint.js'
import { labDevnetEndpoint } from './vite/labDevnetEndpoint.js'

const workspaceRoot = resolve(import.meta.dirname, '../..')
const server = { host: '127.0.0.1', port: Number(process.env.LAB_PORT ?? 5173), strictPort: true }

export default defineConfig({
  plugins: [react(), labDevnetEndpoint(workspaceRoot), labCloudEndpoint(workspaceRoot)],
  // The official WalletConnect clients of the WalletConnect test wallet page (`?page=walletconnect-wallet`) call
  // Verify and telemetry hosts unless their test-run switch is on: `typeof process !== 'undefined' &&
  // process.env.IS_VITEST === 'true'`. A bundle replaces `process.env` with `{}`, so the variable is defined here, and
  // the wallet defines a `process` at run time (importOfflineWalletKit). The widget's own client has no such calls.
  define: { 'process.env.IS_VITEST': JSON.stringify('true') },
  server: {
    ...server,
    // Transform the whole page graph at start, so the first visit (and the first browser test) is not slow.
    warmup: { clientFiles: ['./src/main.tsx'] },
  },
  // The browser tests run on the built lab (one script instead of hundreds of modules per page load).
  preview: server,
  // One chunk is right for a test app; no size warning on every run. LAB_OUT_DIR keeps two browser-test runs on
  // different ports from overwriting each other's build.
  build: { chunkSizeWarningLimit: 4096, outDir: process.env.LAB_OUT_DIR ?? 'dist' },
})
