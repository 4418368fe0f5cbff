import { PorticoModal, PorticoProvider } from '@portico/react'
import type { TestWallet } from '@portico/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import type { LabConfig } from '../configs/LabConfig.js'
import { EventsPanel } from '../panels/EventsPanel.js'
import { HooksPanel } from '../panels/HooksPanel.js'
import { ModalControls } from '../panels/ModalControls.js'
import { NamesPanel } from '../panels/NamesPanel.js'
import { PorticoActionsPanel } from '../panels/PorticoActionsPanel.js'
import { PorticoPanel } from '../panels/PorticoPanel.js'
import { SiwxPanel } from '../panels/SiwxPanel.js'
import { TestWalletPanel } from '../panels/TestWalletPanel.js'
import { WagmiPanel } from '../panels/WagmiPanel.js'
import { WagmiSendCallsPanel } from '../panels/WagmiSendCallsPanel.js'
import type { LabWorld } from '../world/LabWorld.js'

// wallet-adapter and @solana/web3.js load only on the page of the config that shows them.
const WalletAdapterPanel = lazy(() => import('../panels/WalletAdapterPanel.js'))
const PayPanel = lazy(() => import('../panels/PayPanel.js'))

/**
 * One configuration's page, wired as an integrator wires Portico: WagmiProvider (reconnect left to
 * Portico) > QueryClientProvider > PorticoProvider, then the buttons, and panels that show both sides.
 */
export function ConfigPage({
  config,
  world,
  wallet,
}: {
  config: LabConfig
  world: LabWorld
  wallet?: TestWallet
}) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={world.wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider portico={world.portico}>
          <main className="lab-page" data-testid="lab-page" data-config={config.name}>
            <header>
              <a href="/">All configurations</a>
              <h1>{config.title}</h1>
              <p>{config.description}</p>
            </header>
            <ModalControls />
            {config.layout === 'embedded' && (
              <section className="lab-embedded" data-testid="lab-embedded-slot" aria-label="Embedded Portico">
                <PorticoModal />
              </section>
            )}
            <div className="lab-grid">
              <PorticoPanel portico={world.portico} />
              <HooksPanel />
              <WagmiPanel />
              {world.usdc && <WagmiSendCallsPanel token={world.usdc.address as `0x${string}`} />}
              <PorticoActionsPanel portico={world.portico} transfers={world.transfers} />
              {config.cloud && <NamesPanel portico={world.portico} />}
              {config.siwx && <SiwxPanel portico={world.portico} />}
              {config.walletAdapter && (
                <Suspense fallback={null}>
                  <WalletAdapterPanel />
                </Suspense>
              )}
              {config.pay && (
                <Suspense fallback={null}>
                  <PayPanel portico={world.portico} usdc={{ eip155: world.usdc, solana: world.splUsdc }} />
                </Suspense>
              )}
              <EventsPanel portico={world.portico} />
              {wallet && <TestWalletPanel wallet={wallet} chainIds={world.chains.map((chain) => chain.id)} />}
            </div>
          </main>
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
