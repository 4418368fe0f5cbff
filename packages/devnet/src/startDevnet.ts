import type { ChainStartError } from './errors/ChainStartError.js'
import { UnknownNamespaceError } from './errors/UnknownNamespaceError.js'
import type { DevnetInfoByNamespace } from './namespaces/DevnetInfoByNamespace.js'
import { type DevnetNamespace, devnetNamespaces } from './namespaces/devnetNamespaces.js'
import { namespaceStarters } from './namespaces/namespaceStarters.js'
import type { DevnetPorts, RunningNamespace, StartNamespaceOptions } from './namespaces/RunningNamespace.js'
import { startAllOrNone } from './process/startAllOrNone.js'

type NamespaceStarter = (options: StartNamespaceOptions) => Promise<RunningNamespace<unknown>>

export type StartDevnetParameters<N extends DevnetNamespace> = {
  /** Namespaces to start (default: all). */
  chains?: readonly N[] | undefined
  /** `'default'` uses the documented ports; `'ephemeral'` lets the OS pick free ones (tests). */
  ports?: DevnetPorts | undefined
  /**
   * Start an ERC-4337 bundler (Alto) per EVM chain (default: no; `pnpm devnet` and `pnpm lab` do). The EntryPoint,
   * account factory and paymaster are deployed either way; a bundler costs seconds of CPU to start.
   */
  bundlers?: boolean | undefined
}

export type Devnet<N extends DevnetNamespace = DevnetNamespace> = { [K in N]: DevnetInfoByNamespace[K] } & {
  /** Stops every chain this devnet started and waits until their processes and ports are gone. */
  stop(): Promise<void>
}

export type StartDevnetReturnType<N extends DevnetNamespace = DevnetNamespace> = Devnet<N>

export type StartDevnetErrorType = ChainStartError | UnknownNamespaceError

/**
 * Starts local chains for the given namespaces in parallel, each with its own readiness check.
 * If one fails, the others are stopped again before the error is thrown.
 *
 * @example
 * const devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
 * const [local] = devnet.eip155.chains
 * await devnet.stop()
 */
export async function startDevnet<const N extends DevnetNamespace = DevnetNamespace>({
  chains,
  ports = 'default',
  bundlers = false,
}: StartDevnetParameters<N> = {}): Promise<StartDevnetReturnType<N>> {
  const namespaces: readonly DevnetNamespace[] = chains ?? devnetNamespaces
  for (const namespace of namespaces) {
    if (!devnetNamespaces.includes(namespace))
      throw new UnknownNamespaceError({ namespace, known: devnetNamespaces })
  }
  const starters: { namespace: DevnetNamespace; start: NamespaceStarter }[] = []
  for (const namespace of namespaces) {
    starters.push({ namespace, start: (await namespaceStarters[namespace]()) as NamespaceStarter })
  }
  const started = await startAllOrNone(
    starters.map(({ namespace, start }) => async () => ({
      namespace,
      ...(await start({ ports, bundlers })),
    })),
  )
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= Promise.all(started.map((running) => running.stop())).then(() => undefined)
    return stopping
  }
  const infos = Object.fromEntries(started.map((running) => [running.namespace, running.info]))
  return { ...infos, stop } as Devnet<N>
}
