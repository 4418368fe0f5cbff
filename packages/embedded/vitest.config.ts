import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/embedded',
    // The protocol and the frame client need no DOM; the widget's frame host and views do (happy-dom's
    // windows post messages with their origins, as a browser's do).
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [...loadedMachineTest.setupFiles, './src/test/setup.ts'],
  },
})
