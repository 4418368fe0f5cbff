import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import { devnetBitcoinAccounts } from '@portico/devnet'
import { createBitcoinTestWallet } from '@portico/testing'
import { base64 } from '@scure/base'
import { p2tr, p2wpkh, RawWitness } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { describeSiwxVerifierConformance } from '../conformance/describeSiwxVerifierConformance.js'
import { bip122Verifier } from './bip122Verifier.js'

const REGTEST_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const

describeSiwxVerifierConformance('bip122 (BIP-137, the test wallet)', async () => {
  const [first, second] = [devnetBitcoinAccounts[1], devnetBitcoinAccounts[2]]
  if (!first || !second) throw new Error('devnet accounts missing')
  const wallet = createBitcoinTestWallet({
    privateKey: first.privateKey,
    chains: [{ id: 'bitcoin:regtest', esploraUrl: 'http://127.0.0.1:1' }],
  })
  const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
  const account = accounts[0]
  if (!account) throw new Error('no account')
  return {
    verifier: bip122Verifier(),
    chainId: REGTEST_CHAIN,
    address: account.address,
    otherAddress: second.address,
    async sign(message) {
      const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new Error('no signature')
      return base64.encode(output.signature)
    },
  }
})

describe('bip122 verifier, BIP-322', () => {
  const verifier = bip122Verifier()
  const verify = (message: string, signature: string, address: string) =>
    verifier.verify({ message, signature, address, chainId: REGTEST_CHAIN })
  // The test vectors of the BIP-322 specification.
  const p2wpkhAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
  const helloWorld =
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
  const empty =
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
  const p2trAddress = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
  const p2trHelloWorld =
    'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='

  it('verifies the specification vectors (P2WPKH and P2TR)', async () => {
    await expect(verify('Hello World', helloWorld, p2wpkhAddress)).resolves.toBe(true)
    await expect(verify('', empty, p2wpkhAddress)).resolves.toBe(true)
    await expect(verify('Hello World', p2trHelloWorld, p2trAddress)).resolves.toBe(true)
  })

  it('refuses them for another message or address', async () => {
    await expect(verify('Hello World!', helloWorld, p2wpkhAddress)).resolves.toBe(false)
    await expect(verify('', helloWorld, p2wpkhAddress)).resolves.toBe(false)
    await expect(verify('Hello World', p2trHelloWorld, p2wpkhAddress)).resolves.toBe(false)
    await expect(verify('Hello World', helloWorld, p2trAddress)).resolves.toBe(false)
  })

  it("refuses a BIP-322 witness whose key is not the address's", async () => {
    const key = hexToBytes(devnetBitcoinAccounts[1]?.privateKey ?? '')
    const publicKey = secp256k1.getPublicKey(key)
    const witness = RawWitness.decode(base64.decode(helloWorld))
    const forged = base64.encode(RawWitness.encode([witness[0] ?? new Uint8Array(), publicKey]))
    await expect(verify('Hello World', forged, p2wpkhAddress)).resolves.toBe(false)
    expect(p2wpkh(publicKey).address).not.toBe(p2wpkhAddress)
    expect(p2tr(schnorr.getPublicKey(key)).address).not.toBe(p2trAddress)
  })
})
