import {
  devnetBitcoinAccounts,
  devnetCosmosAccounts,
  devnetEvmAccounts,
  devnetSolanaAccounts,
} from '@portico/devnet'
import { describe, expect, it } from 'vitest'
import { labBitcoinTestWallet } from '../configs/labBitcoinTestWallet.js'
import { labCosmosTestWallet } from '../configs/labCosmosTestWallet.js'
import { labPolkadotTestWallet } from '../configs/labPolkadotTestWallet.js'
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

  it('registers the Bitcoin wallets on bitcoin:regtest and the Cosmos wallets under their window key', () => {
    const bip122 = {
      caip2: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      esploraUrl: 'http://127.0.0.1:3002',
      accounts: [...devnetBitcoinAccounts],
    }
    const cosmos = {
      chainId: 'portico-local-1',
      bech32Prefix: 'portico',
      rpcUrl: 'http://127.0.0.1:26657',
      restUrl: 'http://127.0.0.1:1317',
      accounts: [...devnetCosmosAccounts],
    }
    const installation = labTestWalletInstallation(
      {
        announced: [labTestWallet],
        windowEthereum: false,
        bitcoin: [labBitcoinTestWallet],
        cosmos: [labCosmosTestWallet],
      },
      { ...devnet, bip122, cosmos },
      2,
    )
    expect(installation.bitcoin).toEqual({
      chains: [{ id: 'bitcoin:regtest', esploraUrl: 'http://127.0.0.1:3002' }],
      wallets: [{ name: 'Portico Bitcoin Test Wallet', privateKey: devnetBitcoinAccounts[2]!.privateKey }],
    })
    expect(installation).toMatchObject({
      cosmos: {
        chains: [{ chainId: 'portico-local-1', bech32Prefix: 'portico', restUrl: 'http://127.0.0.1:1317' }],
        wallets: [
          {
            name: 'Portico Cosmos Test Wallet',
            key: 'porticoCosmosTestWallet',
            privateKey: devnetCosmosAccounts[2]!.privateKey,
          },
        ],
      },
    })
  })

  it('injects the Polkadot extensions under their key with the dev account of the same index', () => {
    const polkadot = {
      wsUrl: 'ws://127.0.0.1:8000',
      genesisHash: '0x00',
      ss58Prefix: 42,
      tokenSymbol: 'DOT',
      tokenDecimals: 10,
      accounts: ['Alice', 'Bob', 'Charlie'].map((name) => ({
        name,
        uri: `//${name}`,
        address: name,
        publicKey: '0x',
      })),
    }
    const installation = labTestWalletInstallation(
      { announced: [labTestWallet], windowEthereum: false, polkadot: [labPolkadotTestWallet] },
      { ...devnet, polkadot },
      2,
    )
    expect(installation).toMatchObject({
      polkadot: {
        wallets: [
          { name: 'Portico Polkadot Test Wallet', key: 'portico-test', uris: ['//Charlie'], ss58Prefix: 42 },
        ],
      },
    })
  })

  it('refuses an account the devnet does not have', () => {
    expect(() =>
      labTestWalletInstallation({ announced: [labTestWallet], windowEthereum: false }, devnet, 42),
    ).toThrow('The devnet has no account 42')
  })
})
