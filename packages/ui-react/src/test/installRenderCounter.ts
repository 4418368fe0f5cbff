import { installRenderCounter } from './renderCounter.js'

// Imported first by the test setup, so the hook is there before React loads (renderCounter.ts).
installRenderCounter()
