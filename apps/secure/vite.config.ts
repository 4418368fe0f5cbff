import { defineConfig } from 'vite'

/** The secure site on its own origin: http://127.0.0.1:4410 (SECURE_PORT to move it). */
export default defineConfig({
  server: { host: '127.0.0.1', port: Number(process.env.SECURE_PORT ?? 4410), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.SECURE_PORT ?? 4410), strictPort: true },
})
