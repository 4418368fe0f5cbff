/** How ports are chosen: the documented defaults, or free ports the OS picks (parallel test files). */
export type DevnetPorts = 'default' | 'ephemeral'

export type StartNamespaceOptions = { ports: DevnetPorts }

/** One started namespace: its JSON-serialisable endpoints and accounts, and how to stop it. */
export type RunningNamespace<Info> = { info: Info; stop(): Promise<void> }
