import { devnetSolanaAccounts } from '@portico/devnet'
import { createSolanaTestWallet } from '@portico/testing'
import { base58 } from '@scure/base'
import { describeSiwxVerifierConformance } from '../conformance/describeSiwxVerifierConformance.js'
import { solanaVerifier } from './solanaVerifier.js'

describeSiwxVerifierConformance('solana', async () => {
  const [first, second] = [devnetSolanaAccounts[1], devnetSolanaAccounts[2]]
  if (!first || !second) throw new Error('devnet accounts missing')
  const wallet = createSolanaTestWallet({
    secretKey: first.secretKey,
    chains: [{ id: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
  })
  const { accounts } = await wallet.features['standard:connect'].connect()
  const account = accounts[0]
  if (!account) throw new Error('no account')
  return {
    verifier: solanaVerifier(),
    chainId: 'solana:localnet',
    address: account.address,
    otherAddress: second.address,
    async sign(message) {
      const [output] = await wallet.features['solana:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new Error('no signature')
      return base58.encode(output.signature)
    },
  }
})
