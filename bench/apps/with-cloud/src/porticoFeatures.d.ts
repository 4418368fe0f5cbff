declare module 'virtual:portico-features' {
  /** Every feature package of the workspace (bench/src/apps/featurePackages.ts). */
  export const plugins: import('@portico/core').PorticoFeature<unknown, object>[]
}
