import type { RemoteSession } from '@portico/core'
import type {
  KeplrAminoSignDoc,
  KeplrKey,
  KeplrLike,
  KeplrSignDoc,
  KeplrStdSignature,
} from '../connectors/KeplrLike.js'

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/**
 * A Keplr-like wallet over a remote session's `cosmos` namespace, so the adapter drives it as it drives an
 * injected wallet: `getKey` from the session's account (public key from `cosmos_getAccounts`), `signDirect` and
 * `signAmino` as WalletConnect's `cosmos_signDirect` / `cosmos_signAmino`, and `signArbitrary` as an ADR-36
 * amino document signed with `cosmos_signAmino`. No `sendTx`: the adapter broadcasts through the LCD. The
 * wallet's account change and session end reach `onAccounts` / `onDeleted`.
 */
export function sessionWallet(parameters: {
  session: RemoteSession
  onAccounts: () => void
  onDeleted: () => void
}): KeplrLike & { stop(): void } {
  const { session } = parameters
  const caip = (chainId: string) => `cosmos:${chainId}`
  const request = (chainId: string, method: string, params: unknown) =>
    session.request({ chainId: caip(chainId), method, params })
  /** Accounts the wallet named last, per CAIP-2 chain (from the session, then its accountsChanged events). */
  const named = new Map<string, string>()
  const remember = (accounts: readonly string[]) => {
    for (const account of accounts) {
      const at = account.lastIndexOf(':')
      if (at > 0) named.set(account.slice(0, at), account.slice(at + 1))
    }
  }
  remember(session.namespaces.cosmos?.accounts ?? [])
  const stop = session.subscribe((event) => {
    if (event.type === 'deleted') return parameters.onDeleted()
    if (event.type === 'namespacesChanged') remember(event.namespaces.cosmos?.accounts ?? [])
    else if (event.type === 'accountsChanged' && event.chainId.startsWith('cosmos:'))
      remember(
        event.accounts.map((account) => (account.includes(':') ? account : `${event.chainId}:${account}`)),
      )
    else return
    parameters.onAccounts()
  })
  const signAmino = async (chainId: string, signer: string, signDoc: KeplrAminoSignDoc) =>
    (await request(chainId, 'cosmos_signAmino', { signerAddress: signer, signDoc })) as {
      signed: KeplrAminoSignDoc
      signature: KeplrStdSignature
    }

  return {
    stop,
    async enable(chainIds) {
      for (const chainId of [chainIds].flat())
        if (!session.namespaces.cosmos?.chains.includes(caip(chainId)))
          throw new Error(`There is no chain info for ${chainId}`)
    },
    async getKey(chainId): Promise<KeplrKey> {
      const address = named.get(caip(chainId))
      if (!address) throw new Error(`There is no chain info for ${chainId}`)
      const accounts = (await request(chainId, 'cosmos_getAccounts', {}).catch(() => [])) as {
        address?: string
        pubkey?: string
      }[]
      const pubkey = accounts.find((account) => account.address === address)?.pubkey
      return {
        name: session.peer?.name ?? 'WalletConnect',
        algo: 'secp256k1',
        pubKey: pubkey ? fromBase64(pubkey) : new Uint8Array(),
        address: new Uint8Array(),
        bech32Address: address,
        isNanoLedger: false,
      }
    },
    async signDirect(chainId, signer, signDoc) {
      const answer = (await request(chainId, 'cosmos_signDirect', {
        signerAddress: signer,
        signDoc: {
          chainId: signDoc.chainId,
          accountNumber: signDoc.accountNumber.toString(),
          bodyBytes: toBase64(signDoc.bodyBytes),
          authInfoBytes: toBase64(signDoc.authInfoBytes),
        },
      })) as {
        signed: { chainId: string; accountNumber: string; bodyBytes: string; authInfoBytes: string }
        signature: KeplrStdSignature
      }
      const signed: KeplrSignDoc = {
        chainId: answer.signed.chainId,
        accountNumber: BigInt(answer.signed.accountNumber),
        bodyBytes: fromBase64(answer.signed.bodyBytes),
        authInfoBytes: fromBase64(answer.signed.authInfoBytes),
      }
      return { signed, signature: answer.signature }
    },
    signAmino,
    async signArbitrary(chainId, signer, data) {
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
      const adr36: KeplrAminoSignDoc = {
        chain_id: '',
        account_number: '0',
        sequence: '0',
        fee: { gas: '0', amount: [] },
        msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
        memo: '',
      }
      return (await signAmino(chainId, signer, adr36)).signature
    },
  }
}
