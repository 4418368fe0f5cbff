import {
  createKeyPairFromBytes,
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsChangeProperties,
  type StandardEventsFeature,
} from '@wallet-standard/features'

/** How the test wallet answers the visitor's prompts (connect, sign, send). */
export type TestWalletAnswer = 'approve' | 'reject'

export interface TestSolanaWalletParameters {
  name: string
  /** The 64-byte `solana-keygen` secret keys of the wallet's accounts (devnet accounts' `secretKey`); the first is in use. */
  secretKeys: readonly (readonly number[])[]
  /** The Wallet Standard chains the wallet serves, each with the JSON-RPC it sends to. */
  rpcUrls: Partial<Record<IdentifierString, string>>
  /** Whether the wallet offers `solana:signAndSendTransaction` (default true). */
  signAndSend?: boolean
}

/** A Wallet Standard wallet over a devnet key, with the controls of a visitor acting in it. */
export interface TestSolanaWallet extends Wallet {
  answer: TestWalletAnswer
  /** The visitor picks another of the wallet's accounts, by index (the dapp stays authorised). */
  useAccount(index: number): void
  /** The visitor disconnects the dapp in the wallet: it forgets the authorisation, accounts become []. */
  disconnectFromWallet(): void
}

const ICON =
  `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#9945ff"/></svg>')}` as const

class UserRejectedRequest extends Error {
  readonly code = 4001
  override name = 'UserRejectedRequest'
  constructor() {
    super('User rejected the request.')
  }
}

/**
 * A minimal Wallet Standard Solana wallet for this package's tests: connect (also silent),
 * disconnect, change events, signMessage, signTransaction and signAndSendTransaction, signing with
 * a real ed25519 key and sending to the devnet.
 */
export async function createTestSolanaWallet({
  name,
  secretKeys,
  rpcUrls,
  signAndSend = true,
}: TestSolanaWalletParameters): Promise<TestSolanaWallet> {
  const chains = Object.keys(rpcUrls) as IdentifierString[]
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()
  const notify = (properties: StandardEventsChangeProperties) => {
    for (const listener of [...listeners]) listener(properties)
  }
  let authorised = false
  const keys = await Promise.all(secretKeys.map(keyOf))
  const [first] = keys
  if (!first) throw new Error('Test wallet needs an account')
  let key = first
  const exposed = (): readonly WalletAccount[] => (authorised ? [key.account(chains)] : [])
  const prompt = () => {
    if (wallet.answer === 'reject') throw new UserRejectedRequest()
  }
  const signWire = async ({ transaction }: SolanaSignTransactionInput) => {
    const decoded = getTransactionDecoder().decode(transaction)
    const signed = await partiallySignTransaction([key.pair], decoded)
    return { signed, bytes: new Uint8Array(getTransactionEncoder().encode(signed)) }
  }

  const connect: StandardConnectFeature = {
    [StandardConnect]: {
      version: '1.0.0',
      async connect(input) {
        if (input?.silent) return { accounts: exposed() }
        prompt()
        authorised = true
        return { accounts: exposed() }
      },
    },
  }
  const disconnect: StandardDisconnectFeature = {
    [StandardDisconnect]: {
      version: '1.0.0',
      async disconnect() {
        authorised = false
      },
    },
  }
  const events: StandardEventsFeature = {
    [StandardEvents]: {
      version: '1.0.0',
      on(_event, listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
  const signMessage: SolanaSignMessageFeature = {
    [SolanaSignMessage]: {
      version: '1.1.0',
      async signMessage(...inputs) {
        prompt()
        return Promise.all(
          inputs.map(async ({ message }) => ({
            signedMessage: message,
            signature: new Uint8Array(await signBytes(key.pair.privateKey, message)),
            signatureType: 'ed25519' as const,
          })),
        )
      },
    },
  }
  const signTransaction: SolanaSignTransactionFeature = {
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        prompt()
        return Promise.all(
          inputs.map(async (input) => ({ signedTransaction: (await signWire(input)).bytes })),
        )
      },
    },
  }
  const signAndSendTransaction: SolanaSignAndSendTransactionFeature = {
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: SolanaSignAndSendTransactionInput[]) {
        prompt()
        return Promise.all(
          inputs.map(async (input) => {
            const url = rpcUrls[input.chain]
            if (!url) throw new Error(`Test wallet has no RPC for ${input.chain}`)
            const { signed } = await signWire(input)
            const signature = await createSolanaRpc(url)
              .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
              .send()
            return { signature: new Uint8Array(getBase58Encoder().encode(signature)) }
          }),
        )
      },
    },
  }

  const wallet: TestSolanaWallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains,
    get accounts() {
      return exposed()
    },
    features: {
      ...connect,
      ...disconnect,
      ...events,
      ...signMessage,
      ...signTransaction,
      ...(signAndSend ? signAndSendTransaction : {}),
    },
    answer: 'approve',
    useAccount(index) {
      const next = keys[index]
      if (!next) throw new Error(`Test wallet has no account ${index}`)
      if (next === key) return
      key = next
      if (authorised) notify({ accounts: exposed() })
    },
    disconnectFromWallet() {
      authorised = false
      notify({ accounts: [] })
    },
  }
  return wallet
}

async function keyOf(secretKey: readonly number[]) {
  const bytes = Uint8Array.from(secretKey)
  const pair = await createKeyPairFromBytes(bytes)
  const publicKey = bytes.slice(32)
  const address = getBase58Decoder().decode(publicKey)
  return {
    pair,
    account: (chains: readonly IdentifierString[]): WalletAccount => ({
      address,
      publicKey,
      chains,
      features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction],
    }),
  }
}
