import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@portico/testing'
import { useEffect, useState } from 'react'
import { labRelayUrlOf } from '../cloud/labRelayUrlOf.js'
import { loadLabCloudUrl } from '../cloud/loadLabCloudUrl.js'
import { loadLabDevnet } from '../devnet/loadLabDevnet.js'
import { WalletConnectWalletPanel } from '../panels/WalletConnectWalletPanel.js'

/** The WalletConnect test wallet on the lab's relay, with the devnet's keys in every namespace the devnet runs. */
async function openLabWallet(): Promise<WalletConnectTestWallet> {
  const [devnet, cloudUrl] = await Promise.all([loadLabDevnet(), loadLabCloudUrl()])
  const evm = devnet.chains
  return createWalletConnectTestWallet({
    relayUrl: labRelayUrlOf(cloudUrl),
    name: 'Portico lab phone',
    eip155: {
      privateKey: devnet.accounts[9]?.privateKey ?? (devnet.accounts[0]?.privateKey as `0x${string}`),
      chains: evm.map((chain) => ({ chainId: `eip155:${chain.chainId}`, rpcUrl: chain.rpcUrl })),
    },
    ...(devnet.solana
      ? {
          solana: {
            secretKey: devnet.solana.accounts[9]?.secretKey ?? [],
            chains: [
              { chainId: `solana:${devnet.solana.genesisHash.slice(0, 32)}`, rpcUrl: devnet.solana.rpcUrl },
            ],
          },
        }
      : {}),
    ...(devnet.bip122
      ? {
          bip122: {
            privateKey: devnet.bip122.accounts[9]?.privateKey ?? '',
            chains: [
              { chainId: devnet.bip122.caip2 as `bip122:${string}`, esploraUrl: devnet.bip122.esploraUrl },
            ],
          },
        }
      : {}),
    ...(devnet.cosmos
      ? {
          cosmos: {
            privateKey: devnet.cosmos.accounts[9]?.privateKey ?? '',
            chains: [
              {
                chainId: `cosmos:${devnet.cosmos.chainId}`,
                bech32Prefix: devnet.cosmos.bech32Prefix,
                restUrl: devnet.cosmos.restUrl,
              },
            ],
          },
        }
      : {}),
    ...(devnet.polkadot
      ? {
          polkadot: {
            uris: [devnet.polkadot.accounts[4]?.uri ?? '//Eve'],
            chains: [{ chainId: `polkadot:${devnet.polkadot.genesisHash.slice(2, 34)}` }],
            ss58Prefix: devnet.polkadot.ss58Prefix,
          },
        }
      : {}),
  })
}

/** `/?page=walletconnect-wallet`: a phone beside the widget, for pairing the lab by hand. */
export function WalletConnectWalletPage() {
  const [wallet, setWallet] = useState<WalletConnectTestWallet>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    let opened: WalletConnectTestWallet | undefined
    let cancelled = false
    openLabWallet().then(
      (created) => {
        opened = created
        if (cancelled) void created.close()
        else setWallet(created)
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    )
    return () => {
      cancelled = true
      void opened?.close()
    }
  }, [])
  return (
    <main className="lab-page">
      <h1>WalletConnect test wallet</h1>
      <p>
        Open a lab config with WalletConnect in another tab, choose WalletConnect, copy the link and paste it
        here.
      </p>
      {error ? <p role="alert">{error}</p> : null}
      {wallet ? (
        <WalletConnectWalletPanel wallet={wallet} />
      ) : (
        <p data-testid="wc-wallet-loading">Starting…</p>
      )}
    </main>
  )
}
