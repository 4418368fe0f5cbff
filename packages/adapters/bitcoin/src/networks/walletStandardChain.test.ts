import { expect, it } from 'vitest'
import { bitcoin } from './bitcoin.js'
import { bitcoinNetwork } from './bitcoinNetwork.js'
import { bitcoinRegtest } from './bitcoinRegtest.js'
import { bitcoinTestnet } from './bitcoinTestnet.js'
import { walletStandardChain } from './walletStandardChain.js'

it('maps mainnet, testnet and regtest to their Wallet Standard chains, and no other chain', () => {
  expect(walletStandardChain(bitcoin)).toBe('bitcoin:mainnet')
  expect(walletStandardChain(bitcoinTestnet)).toBe('bitcoin:testnet')
  expect(walletStandardChain(bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:3002' }))).toBe('bitcoin:regtest')
  const signet = bitcoinNetwork({
    genesisHash: '00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6',
    name: 'Signet',
    esploraUrl: 'https://mempool.space/signet/api',
  })
  expect(walletStandardChain(signet)).toBeUndefined()
})
