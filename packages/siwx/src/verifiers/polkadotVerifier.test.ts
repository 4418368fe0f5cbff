import { createPolkadotTestWallet } from '@portico/testing'
import { describeSiwxVerifierConformance } from '../conformance/describeSiwxVerifierConformance.js'
import { polkadotVerifier } from './polkadotVerifier.js'

const toHex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}` as const

for (const type of ['sr25519', 'ed25519'] as const) {
  describeSiwxVerifierConformance(`polkadot (${type}, <Bytes> wrapping)`, async () => {
    const wallet = await createPolkadotTestWallet({ uris: ['//Alice', '//Bob'], type })
    const extension = await wallet.enable('Portico SIWX test')
    const [alice, bob] = await extension.accounts.get()
    if (!alice || !bob) throw new Error('no accounts')
    return {
      verifier: polkadotVerifier(),
      chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      address: alice.address,
      otherAddress: bob.address,
      async sign(message) {
        const { signature } = await extension.signer.signRaw({
          address: alice.address,
          data: toHex(message),
          type: 'bytes',
        })
        return signature
      },
    }
  })
}
