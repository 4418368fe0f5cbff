import type { WalletAccount } from '@wallet-standard/base'
import {
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { testWalletIcon } from '../wallet/announceTestWallet.js'
import { createPromptPolicy } from '../wallet/createPromptPolicy.js'
import { WalletRpcError } from '../wallet/WalletRpcError.js'
import { withPromptControls } from '../wallet/withPromptControls.js'
import type {
  BitcoinPromptMethod,
  BitcoinTestWallet,
  BitcoinTestWalletChain,
  BitcoinTestWalletFeatures,
  BitcoinTestWalletPsbtInput,
  BitcoinTestWalletPurpose,
  CreateBitcoinTestWalletParameters,
} from './BitcoinTestWalletTypes.js'
import { type BitcoinKeyAccounts, bitcoinKeyAccounts } from './bitcoinKeyAccounts.js'
import { broadcastBitcoinTransaction } from './broadcastBitcoinTransaction.js'
import { signBitcoinMessage } from './signBitcoinMessage.js'
import { signBitcoinPsbt } from './signBitcoinPsbt.js'

/**
 * Creates a Bitcoin test wallet that speaks the Wallet Standard's Bitcoin features
 * (`bitcoin:connect` with payment/ordinals purposes, `standard:disconnect`, `standard:events`,
 * `bitcoin:signMessage` (BIP-137), `bitcoin:signTransaction` (PSBT), `bitcoin:signAndSendTransaction`
 * through the chain's Esplora API). One secp256k1 key gives a P2WPKH payment address and a P2TR
 * ordinals address. Prompts are approved, rejected, delayed or held by the test, like the EVM and
 * Solana test wallets. No Node-only imports.
 *
 * @example
 * const wallet = createBitcoinTestWallet({ privateKey: devnetBitcoinAccounts[1].privateKey, chains: [{ id: 'bitcoin:regtest', esploraUrl }] })
 * wallet.reject('bitcoin:signMessage') // the next message signature fails with 4001
 */
export function createBitcoinTestWallet(parameters: CreateBitcoinTestWalletParameters): BitcoinTestWallet {
  const chains = new Map(parameters.chains.map((chain) => [chain.id, chain]))
  const [first] = parameters.chains
  if (!first) throw new RangeError('createBitcoinTestWallet needs at least one chain')
  const chainIds = [...chains.keys()]
  let keys: BitcoinKeyAccounts = bitcoinKeyAccounts(parameters.privateKey, first.id, chainIds)
  let authorized = parameters.authorized ?? false
  const policy = createPromptPolicy<BitcoinPromptMethod>()
  const listeners = new Set<StandardEventsListeners['change']>()

  const visibleAccounts = (): readonly WalletAccount[] => (authorized ? [keys.payment, keys.ordinals] : [])
  const emitAccounts = () => {
    const changed = { accounts: visibleAccounts() }
    for (const listener of [...listeners]) listener(changed)
  }

  /** The key's address type for an account the site may use; refuses others before any prompt. */
  const checkAccount = (account: WalletAccount | undefined): 'p2wpkh' | 'p2tr' => {
    if (!authorized) throw WalletRpcError.unauthorized('the site is not connected')
    if (account?.address === keys.payment.address) return 'p2wpkh'
    if (account?.address === keys.ordinals.address) return 'p2tr'
    throw WalletRpcError.unauthorized(`${String(account?.address)} is not an account of this wallet`)
  }
  const esploraUrlOf = (id: string) => {
    const known = chains.get(id as BitcoinTestWalletChain['id'])
    if (!known) throw WalletRpcError.invalidParams(`the wallet does not know the chain ${id}`)
    return known.esploraUrl
  }
  const signPsbt = ({ psbt, inputsToSign }: BitcoinTestWalletPsbtInput) =>
    signBitcoinPsbt(
      psbt,
      inputsToSign.map(({ signingIndexes }) => ({ privateKey: keys.privateKey, indexes: signingIndexes })),
    )
  const checkPsbtInputs = (inputs: readonly BitcoinTestWalletPsbtInput[]) => {
    for (const input of inputs) {
      esploraUrlOf(input.chain)
      for (const { account } of input.inputsToSign) checkAccount(account)
    }
  }

  const disconnect: StandardDisconnectFeature = {
    [StandardDisconnect]: {
      version: '1.0.0',
      async disconnect() {
        if (!authorized) return
        authorized = false
        emitAccounts()
      },
    },
  }
  const events: StandardEventsFeature = {
    [StandardEvents]: {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }

  const features: BitcoinTestWalletFeatures = {
    'bitcoin:connect': {
      version: '1.0.0',
      /** The accounts for the purposes asked, in their order (payment: P2WPKH, ordinals: P2TR). */
      async connect({ purposes }: { purposes: readonly BitcoinTestWalletPurpose[] }) {
        if (!authorized) {
          await policy.prompt('bitcoin:connect')
          authorized = true
          emitAccounts()
        }
        return {
          accounts: purposes.map((purpose) => (purpose === 'ordinals' ? keys.ordinals : keys.payment)),
        }
      },
    },
    ...disconnect,
    ...events,
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: readonly { account: WalletAccount; message: Uint8Array }[]) {
        const types = inputs.map(({ account }) => checkAccount(account))
        await policy.prompt('bitcoin:signMessage')
        return inputs.map(({ message }, index) => ({
          signedMessage: message,
          signature: signBitcoinMessage(
            keys.privateKey,
            message,
            types[index] === 'p2wpkh' ? 'p2wpkh' : 'p2pkh',
          ),
        }))
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs: readonly BitcoinTestWalletPsbtInput[]) {
        checkPsbtInputs(inputs)
        await policy.prompt('bitcoin:signTransaction')
        return inputs.map((input) => ({ signedPsbt: signPsbt(input).toPSBT() }))
      },
    },
    ...(parameters.signAndSend === false
      ? {}
      : {
          'bitcoin:signAndSendTransaction': {
            version: '1.0.0',
            async signAndSendTransaction(...inputs: readonly BitcoinTestWalletPsbtInput[]) {
              checkPsbtInputs(inputs)
              await policy.prompt('bitcoin:signAndSendTransaction')
              const sent: { txId: string }[] = []
              for (const input of inputs) {
                const transaction = signPsbt(input)
                transaction.finalize()
                sent.push({
                  txId: await broadcastBitcoinTransaction(esploraUrlOf(input.chain), transaction.hex),
                })
              }
              return sent
            },
          },
        }),
  }

  return withPromptControls<BitcoinTestWallet>(policy, {
    version: '1.0.0',
    name: parameters.name ?? 'Portico Bitcoin Test Wallet',
    icon: parameters.icon ?? (testWalletIcon as BitcoinTestWallet['icon']),
    chains: chainIds,
    features,
    get accounts() {
      return visibleAccounts()
    },
    get authorized() {
      return authorized
    },
    set authorized(value) {
      authorized = value
    },
    get addresses() {
      return [keys.payment.address, keys.ordinals.address] as const
    },
    setKey(privateKey) {
      keys = bitcoinKeyAccounts(privateKey, first.id, chainIds)
      if (authorized) emitAccounts()
    },
    emitDisconnect() {
      authorized = false
      emitAccounts()
    },
  })
}
