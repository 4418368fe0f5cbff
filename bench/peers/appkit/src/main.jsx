import { base, mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import UniversalProvider from '@walletconnect/universal-provider'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

// AppKit with all its defaults; the project id is a well-formed placeholder (the cloud is blocked).
const projectId = 'b56e18d47c72ab683b10814fe9495694'
const networks = [mainnet, base]
const metadata = { name: 'Bench', description: 'Bench', url: location.origin, icons: [] }
// `?relay=ws://…` (the bench's WalletConnect runs only): AppKit's documented `universalProvider` option, a
// UniversalProvider on that relay instead of relay.walletconnect.com, which the bench blocks.
const relayUrl = new URLSearchParams(location.search).get('relay')

async function start() {
  const wagmiAdapter = new WagmiAdapter({ projectId, networks })
  const universalProvider = relayUrl
    ? await UniversalProvider.init({ projectId, relayUrl, metadata })
    : undefined
  createAppKit({
    adapters: [wagmiAdapter],
    networks,
    projectId,
    metadata,
    ...(universalProvider ? { universalProvider } : {}),
  })
  const queryClient = new QueryClient()

  createRoot(document.getElementById('root')).render(
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <appkit-button />
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
void start()
