/** How ports are chosen: the documented defaults, or free ports the OS picks (parallel test files). */
export type DevnetPorts = 'default' | 'ephemeral'

export type StartNamespaceOptions = {
  ports: DevnetPorts
  /** eip155: also start an ERC-4337 bundler per chain (the contracts are always deployed). */
  bundlers?: boolean | undefined
}

/** One started namespace: its JSON-serialisable endpoints and accounts, and how to stop it. */
export type RunningNamespace<Info> = { info: Info; stop(): Promise<void> }
