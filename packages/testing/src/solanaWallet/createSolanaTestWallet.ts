import { signBytes } from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageInput,
  SolanaSignTransaction,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { testWalletIcon } from '../wallet/announceTestWallet.js'
import { createPromptPolicy } from '../wallet/createPromptPolicy.js'
import { WalletRpcError } from '../wallet/WalletRpcError.js'
import { withPromptControls } from '../wallet/withPromptControls.js'
import type {
  CreateSolanaTestWalletParameters,
  SolanaPromptMethod,
  SolanaTestWallet,
  SolanaTestWalletChain,
} from './SolanaTestWalletTypes.js'
import { sendSolanaTransaction } from './sendSolanaTransaction.js'
import { encodeSolanaTransaction, signSolanaTransaction } from './signSolanaTransaction.js'
import { type SolanaAccount, solanaAccount } from './solanaAccount.js'

const supportedTransactionVersions = ['legacy', 0] as const

/**
 * Creates a Solana test wallet that speaks the Wallet Standard (`standard:connect`,
 * `standard:disconnect`, `standard:events`, `solana:signMessage`, `solana:signTransaction`,
 * `solana:signAndSendTransaction`): an ed25519 key that signs (@solana/kit over WebCrypto) and the
 * chain's RPC for sending. Like the EVM test wallet it authorises the site on an approved connect,
 * and its prompts are approved, rejected, delayed or held by the test. No Node-only imports: the
 * same code runs in Node tests and, bundled, in a browser page (see `registerSolanaTestWallet`).
 *
 * @example
 * const wallet = createSolanaTestWallet({ secretKey: devnetSolanaAccounts[1].secretKey, chains: [{ id: 'solana:localnet', rpcUrl }] })
 * wallet.reject('solana:signMessage') // the next message signature fails with 4001
 */
export function createSolanaTestWallet(parameters: CreateSolanaTestWalletParameters): SolanaTestWallet {
  const chains = new Map<string, SolanaTestWalletChain>(parameters.chains.map((chain) => [chain.id, chain]))
  if (chains.size === 0) throw new RangeError('createSolanaTestWallet needs at least one chain')
  const chainIds = [...chains.keys()] as SolanaTestWalletChain['id'][]
  let accounts: SolanaAccount[] = [solanaAccount(parameters.secretKey, chainIds)]
  let authorized = parameters.authorized ?? false
  const policy = createPromptPolicy<SolanaPromptMethod>()
  const listeners = new Set<StandardEventsListeners['change']>()

  const visibleAccounts = (): readonly WalletAccount[] =>
    authorized ? accounts.map(({ account }) => account) : []
  const emitAccounts = () => {
    const changed = { accounts: visibleAccounts() }
    for (const listener of [...listeners]) listener(changed)
  }

  const findAccount = (account: WalletAccount | undefined): SolanaAccount => {
    if (!authorized) throw WalletRpcError.unauthorized('the site is not connected')
    const found = accounts.find((candidate) => candidate.account.address === account?.address)
    if (!found)
      throw WalletRpcError.unauthorized(`${String(account?.address)} is not an account of this wallet`)
    return found
  }

  /** Checks every input first (a real wallet refuses before showing a prompt), then prompts once for the batch. */
  const prompted = async <Input extends { account: WalletAccount }, Output>(
    method: SolanaPromptMethod,
    inputs: readonly Input[],
    run: (account: SolanaAccount, input: Input) => Promise<Output>,
  ): Promise<Output[]> => {
    const found = inputs.map((input) => findAccount(input.account))
    await policy.prompt(method)
    return Promise.all(inputs.map((input, index) => run(found[index] as SolanaAccount, input)))
  }

  const rpcUrlOf = (chain: string): string => {
    const known = chains.get(chain)
    if (!known) throw WalletRpcError.invalidParams(`the wallet does not know the chain ${chain}`)
    return known.rpcUrl
  }

  const features: SolanaTestWallet['features'] = {
    [StandardConnect]: {
      version: '1.0.0',
      async connect(input) {
        if (!authorized) {
          if (input?.silent) return { accounts: [] }
          await policy.prompt('standard:connect')
          authorized = true
          emitAccounts()
        }
        return { accounts: visibleAccounts() }
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      async disconnect() {
        if (!authorized) return
        authorized = false
        emitAccounts()
      },
    },
    [StandardEvents]: {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    [SolanaSignMessage]: {
      version: '1.1.0',
      signMessage: (...inputs: readonly SolanaSignMessageInput[]) =>
        prompted('solana:signMessage', inputs, async (account, { message }) => ({
          signedMessage: message,
          signature: Uint8Array.from(await signBytes((await account.keyPair()).privateKey, message)),
          signatureType: 'ed25519' as const,
        })),
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions,
      signTransaction: async (...inputs: readonly SolanaSignTransactionInput[]) => {
        for (const input of inputs) if (input.chain) rpcUrlOf(input.chain)
        return prompted('solana:signTransaction', inputs, async (account, { transaction }) => ({
          signedTransaction: encodeSolanaTransaction(await signSolanaTransaction(account, transaction)),
        }))
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions,
      signAndSendTransaction: async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
        for (const input of inputs) rpcUrlOf(input.chain)
        return prompted('solana:signAndSendTransaction', inputs, async (account, input) => ({
          signature: await sendSolanaTransaction(
            rpcUrlOf(input.chain),
            await signSolanaTransaction(account, input.transaction),
            input.options,
          ),
        }))
      },
    },
  }

  return withPromptControls<SolanaTestWallet>(policy, {
    version: '1.0.0',
    name: parameters.name ?? 'Portico Solana Test Wallet',
    icon: parameters.icon ?? (testWalletIcon as SolanaTestWallet['icon']),
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
      return accounts.map(({ account }) => account.address)
    },
    setAccounts(keys) {
      if (keys.length === 0)
        throw new RangeError('setAccounts needs at least one key (use emitDisconnect() for none)')
      accounts = keys.map((key) => solanaAccount(key, chainIds))
      if (authorized) emitAccounts()
    },
    emitDisconnect() {
      authorized = false
      emitAccounts()
    },
  })
}
