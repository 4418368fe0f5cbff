import { devnetCosmosAccounts, devnetCosmosChain } from '@portico/devnet'
import { createCosmosTestWallet } from '@portico/testing'
import { describeSiwxVerifierConformance } from '../conformance/describeSiwxVerifierConformance.js'
import { cosmosVerifier } from './cosmosVerifier.js'

describeSiwxVerifierConformance('cosmos (ADR-36)', async () => {
  const [first, second] = [devnetCosmosAccounts[1], devnetCosmosAccounts[2]]
  if (!first || !second) throw new Error('devnet accounts missing')
  const { chainId, bech32Prefix } = devnetCosmosChain
  const wallet = createCosmosTestWallet({
    privateKey: first.privateKey,
    chains: [{ chainId, bech32Prefix, restUrl: 'http://127.0.0.1:1' }],
  })
  await wallet.enable(chainId)
  const { bech32Address } = await wallet.getKey(chainId)
  return {
    verifier: cosmosVerifier(),
    chainId: `cosmos:${chainId}`,
    address: bech32Address,
    otherAddress: second.address,
    async sign(message) {
      const { signature } = await wallet.signArbitrary(chainId, bech32Address, message)
      return signature
    },
  }
})
