/** Where the browser tests serve each example (production builds: `vite preview`, `next start`). */
export const examplePorts = { vite: 5290, next: 5291 } as const

/** The file the global set-up writes the local chain's endpoints to. */
export const devnetFile = new URL('./.devnet.json', import.meta.url).pathname
