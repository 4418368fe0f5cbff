import { useWallet } from '@solana/wallet-adapter-react'
import { useEffect, useState } from 'react'
import type { PorticoWalletAdapter } from '../adapter/PorticoWalletAdapter.js'

/**
 * Chooses Portico in wallet-adapter whenever Portico has a Solana account and another wallet (or none) is chosen, so
 * that a connection made in Portico's modal reaches `useWallet()`. wallet-adapter forgets its choice on a
 * disconnect; the next Portico connection chooses Portico again.
 */
export function FollowPortico({ adapter }: { adapter: PorticoWalletAdapter }) {
  const { wallet, select } = useWallet()
  const chosen = wallet?.adapter === adapter
  const [address, setAddress] = useState(adapter.publicKey?.toBase58())
  useEffect(() => {
    const follow = () => setAddress(adapter.publicKey?.toBase58())
    adapter.on('connect', follow)
    adapter.on('disconnect', follow)
    follow()
    return () => {
      adapter.off('connect', follow)
      adapter.off('disconnect', follow)
    }
  }, [adapter])
  useEffect(() => {
    if (address && !chosen) select(adapter.name)
  }, [address, chosen, select, adapter])
  return null
}
