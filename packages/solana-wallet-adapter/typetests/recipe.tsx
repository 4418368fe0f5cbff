// The recipe of docs/adapter-solana.md ("An app on @solana/wallet-adapter-react"), as written there: `pnpm --filter
// @portico/solana-wallet-adapter typecheck` compiles it, so the guide's code keeps type-checking.
import { solanaAdapter, solanaDevnet } from '@portico/adapter-solana'
import { createPortico } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { fromWalletAdapter, PorticoWalletName } from '@portico/solana-wallet-adapter'
import { PorticoSolanaBridge } from '@portico/solana-wallet-adapter/react'
import type { WalletAdapter } from '@solana/wallet-adapter-base'
import { useConnection, useWallet } from '@solana/wallet-adapter-react'

// The adapters the app passed to WalletProvider until now (PhantomWalletAdapter, SolflareWalletAdapter, …).
declare const walletAdapters: WalletAdapter[]

export const portico = createPortico({
  projectId: 'my-app',
  networks: [solanaDevnet],
  adapters: [solanaAdapter({ wallets: walletAdapters.map(fromWalletAdapter) })],
})

export function Root() {
  return (
    <PorticoProvider portico={portico}>
      <PorticoSolanaBridge>
        <ConnectButton />
        <Balance />
      </PorticoSolanaBridge>
    </PorticoProvider>
  )
}

/** The app's own component, unchanged: its hooks now follow Portico. */
function Balance() {
  const { publicKey, wallet, select, connect, signMessage } = useWallet()
  const { connection } = useConnection()
  const open = () => (wallet?.adapter.name === PorticoWalletName ? connect() : select(PorticoWalletName))
  const sign = () => signMessage?.(new TextEncoder().encode('Hello'))
  const read = () => publicKey && connection.getBalance(publicKey)
  return (
    <>
      <button type="button" onClick={() => void open()}>
        Connect
      </button>
      <button type="button" onClick={() => void sign()}>
        Sign
      </button>
      <button type="button" onClick={() => void read()}>
        {publicKey?.toBase58() ?? 'Not connected'}
      </button>
    </>
  )
}
