import { defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/secure',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One Portico Cloud on PGlite and one mail inbox for the frame test files that share them (sharedEmailCloud), started
    // once before the project's files; createFrameController's tests start their own in their process (they move its
    // clock past the mail cooldown).
    globalSetup: ['./src/testing/emailCloudGlobalSetup.ts'],
  },
})
