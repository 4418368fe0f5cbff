import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'

// RainbowKit with its default wallet list; the project id is a well-formed placeholder.
const config = getDefaultConfig({
  appName: 'Bench',
  projectId: 'b56e18d47c72ab683b10814fe9495694',
  chains: [mainnet, base],
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
