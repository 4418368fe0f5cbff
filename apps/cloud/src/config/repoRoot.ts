import { fileURLToPath } from 'node:url'

/** The monorepo root (apps/cloud/src/config → four levels up). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url)).replace(/\/$/, '')
