import { devnetEvmAccounts, devnetSolanaAccounts } from '@portico/devnet'
import { describe, expect, it } from 'vitest'
import { labSolanaTestWallet } from '../configs/labSolanaTestWallet.js'
import { labTestWallet } from '../configs/labTestWallet.js'
import { labTestWalletInstallation } from './labTestWalletInstallation.js'

const devnet = {
  chains: [
    { chainId: 31337, name: 'Portico Local', rpcUrl: 'http://127.0.0.1:8545', wsUrl: 'ws://127.0.0.1:8545' },
  ],
  accounts: [...devnetEvmAccounts],
}

describe('labTestWalletInstallation', () => {
  it('gives each announced wallet a funded account, the devnet chains and the window.ethereum choice', () => {
    const installation = labTestWalletInstallation(
      { announced: [labTestWallet], windowEthereum: true },
      devnet,
      2,
    )
    expect(installation).toEqual({
      chains: [{ chainId: 31337, name: 'Portico Local', rpcUrl: 'http://127.0.0.1:8545' }],
      windowEthereum: true,
      wallets: [{ ...labTestWallet, privateKey: devnetEvmAccounts[2].privateKey }],
    })
  })

  it('registers the Solana wallets on solana:localnet with the Solana account of the same index', () => {
    const solana = {
      rpcUrl: 'http://127.0.0.1:8899',
      wsUrl: 'ws://127.0.0.1:8900',
      genesisHash: 'G',
      accounts: [...devnetSolanaAccounts],
    }
    const installation = labTestWalletInstallation(
      { announced: [labTestWallet], windowEthereum: false, solana: [labSolanaTestWallet] },
      { ...devnet, solana },
      2,
    )
    expect(installation.solana).toEqual({
      chains: [{ id: 'solana:localnet', rpcUrl: 'http://127.0.0.1:8899' }],
      wallets: [{ name: 'Portico Solana Test Wallet', secretKey: devnetSolanaAccounts[2]!.secretKey }],
    })
  })

  it('refuses an account the devnet does not have', () => {
    expect(() =>
      labTestWalletInstallation({ announced: [labTestWallet], windowEthereum: false }, devnet, 42),
    ).toThrow('The devnet has no account 42')
  })
})
