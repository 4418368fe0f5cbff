/**
 * One vitest project per package: each config file below names its project. Config files, not folders, so a folder
 * that only groups packages (packages/adapters) never becomes a project of its own that runs their tests again.
 */
export const projects = [
  'packages/*/vitest.config.ts',
  // Core's files that need a module graph of their own (core's other files share one per worker).
  'packages/core/vitest.isolated.config.ts',
  'packages/adapters/*/vitest.config.ts',
  'apps/*/vitest.config.ts',
  // The cloud's, the secure site's and the testing package's files that change the process for their tests (their
  // other files share one graph per worker).
  'apps/cloud/vitest.isolated.config.ts',
  'apps/secure/vitest.isolated.config.ts',
  'packages/testing/vitest.isolated.config.ts',
  'bench/vitest.config.ts',
  'docs-site/vitest.config.ts',
]
