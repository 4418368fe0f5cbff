import { base, mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

// AppKit with all its defaults; the project id is a well-formed placeholder (the cloud is blocked).
const projectId = 'b56e18d47c72ab683b10814fe9495694'
const networks = [mainnet, base]
const wagmiAdapter = new WagmiAdapter({ projectId, networks })
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'Bench', description: 'Bench', url: location.origin, icons: [] },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <appkit-button />
    </QueryClientProvider>
  </WagmiProvider>,
)
