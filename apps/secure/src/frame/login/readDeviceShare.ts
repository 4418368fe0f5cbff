import type { FrameContext } from '../FrameContext.js'

/** This device's share of the wallet at `address`, undefined when it holds none. */
export function readDeviceShare(
  context: Pick<FrameContext, 'vault' | 'key'>,
  address: string,
): Promise<string | undefined> {
  return context.vault.read(context.key(`device/${address}`))
}
