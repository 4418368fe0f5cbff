import { entryPoint07Address } from 'viem/account-abstraction'
import { SmartAccountUnavailableError } from '../../frame/smartAccount/SmartAccountUnavailableError.js'
import { createEvmRpc } from '../evm/createEvmRpc.js'

/** Resolves once the bundler at `bundlerUrl` answers and serves EntryPoint v0.7; else a SmartAccountUnavailableError. */
export async function checkBundler(bundlerUrl: string, caip: string): Promise<void> {
  const entryPoints = await createEvmRpc(bundlerUrl)
    .call<unknown>('eth_supportedEntryPoints')
    .catch(() => undefined)
  if (!Array.isArray(entryPoints))
    throw new SmartAccountUnavailableError(`The bundler of ${caip} did not answer`, 'bundler_unavailable')
  if (!entryPoints.some((each) => String(each).toLowerCase() === entryPoint07Address.toLowerCase()))
    throw new SmartAccountUnavailableError(
      `The bundler of ${caip} does not serve EntryPoint v0.7`,
      'bundler_unavailable',
    )
}
