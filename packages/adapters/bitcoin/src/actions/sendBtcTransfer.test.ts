import { WalletFeatureMissingError } from '@portico/adapter-kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { sendBtcTransfer } from './sendBtcTransfer.js'

it('refuses a wallet that can neither sign nor sign and send a PSBT, before reading anything', async () => {
  const account: WalletAccount = {
    address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
    publicKey: new Uint8Array(33),
    chains: ['bitcoin:regtest'],
    features: [],
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Connect Only',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['bitcoin:regtest'],
    accounts: [account],
    features: { 'bitcoin:connect': {} },
  }
  const sending = sendBtcTransfer({
    wallet,
    account,
    // Nothing listens there: the refusal must come before any Esplora read.
    network: bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:9' }),
    chain: 'bitcoin:regtest',
    to: account.address,
    value: 1_000n,
  })
  await expect(sending).rejects.toBeInstanceOf(WalletFeatureMissingError)
  await expect(sending).rejects.toMatchObject({ feature: 'bitcoin:signTransaction' })
})
