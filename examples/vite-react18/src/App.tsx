import { ConnectButton, NetworkButton, PorticoProvider } from '@portico/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { portico, wagmiConfig } from './portico.js'
import { SendTransaction } from './SendTransaction.js'
import { SignMessage } from './SignMessage.js'

const queryClient = new QueryClient()

export function App() {
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider portico={portico}>
          <header>
            <ConnectButton />
            <NetworkButton />
          </header>
          <SignMessage />
          <SendTransaction />
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
