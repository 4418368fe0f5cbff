import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type CSSProperties, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useConnect, useConnection, useConnectors, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'

// The floor every widget builds on: wagmi + viem + react-query and a hand-made wallet list of the
// EIP-6963 wallets wagmi discovers by default. No widget library.
const config = createConfig({
  chains: [mainnet, base],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})
const queryClient = new QueryClient()

const overlay: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(0,0,0,0.4)',
}
const panel: CSSProperties = { background: '#fff', padding: 16, borderRadius: 12, minWidth: 280 }
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, width: '100%', padding: 8 }

function WalletList({ onClose }: { onClose: () => void }) {
  const connectors = useConnectors().filter((connector) => connector.type === 'injected')
  const { connect } = useConnect()
  return (
    <div style={overlay}>
      <div style={panel}>
        {connectors.map((connector) => (
          <button
            key={connector.uid}
            type="button"
            style={row}
            onClick={() => connect({ connector }, { onSuccess: onClose })}
          >
            {connector.icon ? <img src={connector.icon} alt="" width={28} height={28} /> : null}
            <span>{connector.name}</span>
          </button>
        ))}
      </div>
    </div>
  )
}

function ConnectButton() {
  const { address } = useConnection()
  const [open, setOpen] = useState(false)
  if (address) return <span>{`${address.slice(0, 6)}…${address.slice(-4)}`}</span>
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? <WalletList onClose={() => setOpen(false)} /> : null}
    </>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectButton />
    </QueryClientProvider>
  </WagmiProvider>,
)
