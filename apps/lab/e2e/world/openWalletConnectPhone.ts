import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@portico/testing'
import type { Hex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { readE2eCloudUrl } from './readE2eCloudUrl.js'

/** The lab cloud's relay, as the widget's default relayUrl derives it from cloudUrl. */
function labRelayUrl(): string {
  const url = new URL(readE2eCloudUrl())
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/$/, '')}/relay`
  return url.toString()
}

/**
 * A phone-like WalletConnect wallet (the official WalletKit) on the lab cloud's relay, holding one devnet EVM
 * account (index 8, or `evm.privateKey`: a fresh key the test funded) on the local chains and, with `solana`, that
 * Solana account on its cluster; with `evm.calls` it also runs EIP-5792 batches. The caller closes it.
 */
export async function openWalletConnectPhone(
  devnet: {
    chains: { chainId: number; rpcUrl: string }[]
    accounts: { privateKey: Hex }[]
  },
  solana?: { secretKey: number[]; chainId: string; rpcUrl: string },
  evm: { privateKey?: Hex; calls?: boolean } = {},
): Promise<{ phone: WalletConnectTestWallet; account: PrivateKeyAccount }> {
  const privateKey = evm.privateKey ?? (devnet.accounts[8]?.privateKey as Hex)
  const phone = await createWalletConnectTestWallet({
    relayUrl: labRelayUrl(),
    name: 'Lab Phone Wallet',
    eip155: {
      privateKey,
      chains: devnet.chains.map((chain) => ({
        chainId: `eip155:${chain.chainId}` as const,
        rpcUrl: chain.rpcUrl,
      })),
      ...(evm.calls ? { calls: true } : {}),
    },
    ...(solana
      ? {
          solana: {
            secretKey: solana.secretKey,
            chains: [{ chainId: solana.chainId as `solana:${string}`, rpcUrl: solana.rpcUrl }],
          },
        }
      : {}),
  })
  return { phone, account: privateKeyToAccount(privateKey) }
}
