import { DevnetError } from './errors/DevnetError.js'
import { UnknownNamespaceError } from './errors/UnknownNamespaceError.js'
import { type DevnetNamespace, devnetNamespaces } from './namespaces/devnetNamespaces.js'
import type { DevnetPorts } from './namespaces/RunningNamespace.js'

export type CliArguments = { chains: DevnetNamespace[]; ports: DevnetPorts }

const usage = 'usage: pnpm devnet [--chains eip155,solana,...] [--ports default|ephemeral]'

/** Parses `--chains a,b` and `--ports default|ephemeral` (also in `--flag=value` form). */
export function parseCliArguments(argv: readonly string[]): CliArguments {
  const parsed: CliArguments = { chains: [...devnetNamespaces], ports: 'default' }
  const queue = argv.flatMap((argument) => (argument.startsWith('--') ? argument.split('=', 2) : [argument]))
  while (queue.length > 0) {
    const flag = queue.shift()
    const value = queue.shift()
    if (flag === '--chains' && value) {
      parsed.chains = value.split(',').map((name) => {
        const namespace = name.trim() as DevnetNamespace
        if (!devnetNamespaces.includes(namespace))
          throw new UnknownNamespaceError({ namespace, known: devnetNamespaces })
        return namespace
      })
    } else if (flag === '--ports' && (value === 'default' || value === 'ephemeral')) {
      parsed.ports = value
    } else {
      throw new DevnetError({
        code: 'DEVNET_BAD_ARGUMENTS',
        shortMessage: `Unexpected argument ${flag}.`,
        details: usage,
      })
    }
  }
  return parsed
}
