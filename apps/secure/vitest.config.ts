import { configDefaults, defineProject } from 'vitest/config'
import { loadedMachineTest } from '../../vitest.loadedMachine.js'
import { processStateTests } from './vitest.processState.js'

export default defineProject({
  test: {
    ...loadedMachineTest,
    name: '@portico/secure',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One Portico Cloud on PGlite and one mail inbox for the frame test files that share them (sharedEmailCloud), started
    // once before the project's files; createFrameController's tests start their own in their process (they move its
    // clock past the mail cooldown).
    // One EVM devnet with its bundlers for the smart-account files (sharedSmartAccountDevnet), started on the first
    // one's request.
    globalSetup: ['./src/testing/emailCloudGlobalSetup.ts', './src/testing/smartAccountDevnetGlobalSetup.ts'],
    // One module graph per worker, not one per file: the files import the frame and a cloud again each. The files that
    // change the process for their tests (vitest.processState.ts) run isolated.
    isolate: false,
    exclude: [...configDefaults.exclude, ...processStateTests],
  },
})
