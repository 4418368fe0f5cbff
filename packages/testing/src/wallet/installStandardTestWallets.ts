import type { StandardEventsFeature } from '@wallet-standard/features'
import type { InstallTestWalletsEnvironment } from '../injection/installTestWallets.js'

/** A Wallet Standard test wallet the installer can remember: its authorisation and its `change` events. */
interface RememberedWallet {
  readonly authorized: boolean
  readonly features: StandardEventsFeature
}

export interface InstallStandardTestWalletsParameters<
  Spec extends { name: string },
  W extends RememberedWallet,
> {
  /** The wallets to install, by name. */
  specs: readonly Spec[]
  /** Names the wallet's memory entry: `${memoryKey}:${name}`. */
  memoryKey: string
  /** The global the wallets are reachable at by name (e.g. `__porticoSolanaTestWallets`). */
  global: string
  create(spec: Spec, authorized: boolean): W
  register(wallet: W, target: EventTarget): void
}

/**
 * Creates and registers the page's Wallet Standard test wallets. Like an extension, each remembers
 * across reloads of the tab whether the site is authorised (written on every `change`), so a
 * reconnect after a reload is tested for real. Returns them by name, as the global does.
 */
export function installStandardTestWallets<Spec extends { name: string }, W extends RememberedWallet>(
  { specs, memoryKey, global, create, register }: InstallStandardTestWalletsParameters<Spec, W>,
  environment: InstallTestWalletsEnvironment,
): Record<string, W> {
  const wallets: Record<string, W> = {}
  for (const spec of specs) {
    const key = `${memoryKey}:${spec.name}`
    const wallet = create(spec, readAuthorized(environment.memory?.getItem(key)))
    wallet.features['standard:events'].on('change', () =>
      environment.memory?.setItem(key, JSON.stringify({ authorized: wallet.authorized })),
    )
    register(wallet, environment.target)
    wallets[spec.name] = wallet
  }
  Object.assign(environment.target, { [global]: wallets })
  return wallets
}

function readAuthorized(remembered: string | null | undefined): boolean {
  try {
    const value: unknown = JSON.parse(remembered ?? 'null')
    return (
      typeof value === 'object' && value !== null && (value as { authorized?: unknown }).authorized === true
    )
  } catch {
    return false
  }
}
