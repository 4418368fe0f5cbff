import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * The secure site on its own origin: it listens on 127.0.0.1:4410 (SECURE_PORT to move it), which `pnpm lab` names
 * http://localhost:4410, another site than the lab's. Pages: the frame (index.html) and the social-login pop-up's
 * start and callback.
 */
export default defineConfig({
  build: {
    // The static bundle of the package; `portico-secure` (dist/server) serves it.
    outDir: 'dist/site',
    // The frame's lazy chunks (Solana transactions) load on first use; Vite's preload helper would add ~1 KiB gzip
    // to the frame page for nothing (the chunks have no CSS and few imports).
    modulePreload: false,
    rollupOptions: {
      input: {
        frame: fileURLToPath(new URL('./index.html', import.meta.url)),
        socialStart: fileURLToPath(new URL('./social-start.html', import.meta.url)),
        socialCallback: fileURLToPath(new URL('./social-callback.html', import.meta.url)),
      },
    },
  },
  server: { host: '127.0.0.1', port: Number(process.env.SECURE_PORT ?? 4410), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.SECURE_PORT ?? 4410), strictPort: true },
})
