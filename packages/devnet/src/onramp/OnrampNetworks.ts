import type { OnrampSandboxAsset } from './onrampSandboxProviders.js'

/** The networks a sandbox sells on (CAIP-2 id), each with its asset and the sender that delivers it. */
export type OnrampNetworks = Record<
  string,
  { readonly asset: OnrampSandboxAsset; readonly deliver: (to: string, amount: bigint) => Promise<string> }
>
