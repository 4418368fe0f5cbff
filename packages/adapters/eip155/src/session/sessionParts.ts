/** What a remote wallet's session needs, kept behind `import()` so apps without one never load it. */

export { createSessionProvider } from './createSessionProvider.js'
export { sessionConnector } from './sessionConnector.js'
