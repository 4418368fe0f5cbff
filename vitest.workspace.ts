/** One vitest project per package: each folder below has its own vitest.config.ts. */
export const projects = ['packages/*', 'packages/adapters/*', 'apps/*', 'bench']
