'use client'

import { PorticoError } from '@portico/core'
import { usePorticoInstance, usePorticoSnapshot } from '@portico/react'
import type { WalletError } from '@solana/wallet-adapter-base'
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react'
import type { ConnectionConfig } from '@solana/web3.js'
import { type ReactNode, useMemo } from 'react'
import { getPorticoWalletAdapter } from '../adapter/getPorticoWalletAdapter.js'
import { FollowPortico } from './FollowPortico.js'

/** What `PorticoSolanaBridge` takes. */
export interface PorticoSolanaBridgeProps {
  children?: ReactNode | undefined
  /** The RPC when Portico has no Solana network yet (default: the first Solana network of Portico's options). */
  endpoint?: string | undefined
  /** wallet-adapter's Connection options (commitment, …). */
  config?: ConnectionConfig | undefined
  /** wallet-adapter's error handler (default: it logs the error). */
  onError?: ((error: WalletError) => void) | undefined
  /** The localStorage key of wallet-adapter's chosen wallet (default 'walletName'). */
  localStorageKey?: string | undefined
}

/**
 * wallet-adapter's `ConnectionProvider` and `WalletProvider`, following Portico (inside `PorticoProvider`): the
 * app's `useWallet()` is connected while Portico's Solana namespace is, through `PorticoWalletAdapter`, and
 * `useConnection()` reads Portico's current Solana network. `useWallet().select(PorticoWalletName)` then
 * `connect()` opens Portico's modal; a disconnect on either side disconnects both.
 * @example
 * <PorticoProvider portico={portico}>
 *   <PorticoSolanaBridge>
 *     <App />
 *   </PorticoSolanaBridge>
 * </PorticoProvider>
 */
export function PorticoSolanaBridge({
  children,
  endpoint,
  config,
  onError,
  localStorageKey,
}: PorticoSolanaBridgeProps) {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const adapter = getPorticoWalletAdapter(portico)
  const wallets = useMemo(() => [adapter], [adapter])
  const network =
    state.chains.solana?.networkState.caipNetwork ??
    portico.options.networks.find((candidate) => candidate.chainNamespace === 'solana')
  const rpc = network?.rpcUrls.default.http[0] ?? endpoint
  if (!rpc) throw new PorticoError('PorticoSolanaBridge needs a Solana network in Portico, or an endpoint')
  return (
    <ConnectionProvider endpoint={rpc} {...(config ? { config } : {})}>
      <WalletProvider
        wallets={wallets}
        autoConnect
        {...(onError ? { onError } : {})}
        {...(localStorageKey ? { localStorageKey } : {})}
      >
        <FollowPortico adapter={adapter} />
        {children}
      </WalletProvider>
    </ConnectionProvider>
  )
}
