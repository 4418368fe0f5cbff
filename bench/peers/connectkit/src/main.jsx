import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'

// ConnectKit with its defaults; the project id is a well-formed placeholder.
const config = createConfig(
  getDefaultConfig({
    chains: [mainnet, base],
    transports: { [mainnet.id]: http(), [base.id]: http() },
    walletConnectProjectId: 'b56e18d47c72ab683b10814fe9495694',
    appName: 'Bench',
  }),
)
const queryClient = new QueryClient()

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
