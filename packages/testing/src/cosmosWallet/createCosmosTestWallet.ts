import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { createPromptPolicy } from '../wallet/createPromptPolicy.js'
import { WalletRpcError, walletErrorCodes } from '../wallet/WalletRpcError.js'
import { withPromptControls } from '../wallet/withPromptControls.js'
import { adr36SignDoc } from './adr36SignDoc.js'
import { bech32Encode } from './bech32Encode.js'
import type {
  CosmosPromptMethod,
  CosmosTestWallet,
  CosmosTestWalletChain,
  CosmosTestWalletSignature,
  CreateCosmosTestWalletParameters,
} from './CosmosTestWalletTypes.js'
import { type CosmosKey, cosmosKey } from './cosmosKey.js'
import { encodeSignDoc } from './encodeSignDoc.js'
import { serializeAminoSignDoc } from './serializeAminoSignDoc.js'

/** Keplr's error text for a declined prompt (it carries no code). */
const REQUEST_REJECTED = 'Request rejected'

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const listOf = (chainIds: string | readonly string[] | undefined) =>
  chainIds === undefined ? undefined : typeof chainIds === 'string' ? [chainIds] : [...chainIds]

/**
 * Creates a Cosmos test wallet with Keplr's API (`enable`, `getKey`, `signDirect`, `signAmino`,
 * `signArbitrary`, `sendTx`, `experimentalSuggestChain`, `disable`): a secp256k1 key that signs
 * what a Cosmos node checks (SIGN_MODE_DIRECT, LEGACY_AMINO_JSON, ADR-36) and the chain's LCD for
 * broadcasting. Prompts (`enable` of a chain not yet enabled, suggesting a chain, signing) are
 * approved, rejected with Keplr's `Request rejected`, delayed or held by the test. No Node-only
 * imports: the same code runs in Node tests and, bundled, in a browser page.
 *
 * @example
 * const wallet = createCosmosTestWallet({ privateKey: devnet.cosmos.accounts[1].privateKey, chains: [{ chainId, bech32Prefix: 'portico', restUrl }] })
 * registerCosmosTestWallet(wallet) // window.porticoCosmosTestWallet
 */
export function createCosmosTestWallet(parameters: CreateCosmosTestWalletParameters): CosmosTestWallet {
  const chains = new Map<string, CosmosTestWalletChain>(
    parameters.chains.map((chain) => [chain.chainId, chain]),
  )
  if (chains.size === 0) throw new RangeError('createCosmosTestWallet needs at least one chain')
  const name = parameters.name ?? 'Portico Test Key'
  let key: CosmosKey = cosmosKey(parameters.privateKey)
  const enabled = new Set<string>(parameters.authorized ? chains.keys() : [])
  for (const chainId of parameters.enabledChains ?? []) if (chains.has(chainId)) enabled.add(chainId)
  const policy = createPromptPolicy<CosmosPromptMethod>()

  const chainOf = (chainId: string): CosmosTestWalletChain => {
    const chain = chains.get(chainId)
    if (!chain) throw new Error(`There is no chain info for ${chainId}`)
    return chain
  }
  const addressOn = (chainId: string) => bech32Encode(chainOf(chainId).bech32Prefix, key.address)
  const prompt = async (method: CosmosPromptMethod) => {
    try {
      await policy.prompt(method)
    } catch (error) {
      if ((error as WalletRpcError).code === walletErrorCodes.userRejected) throw new Error(REQUEST_REJECTED)
      throw error
    }
  }
  /** A signing request: the chain must be enabled and the signer the selected key's address there. */
  const checkSigner = (chainId: string, signer: string) => {
    if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled for this site`)
    const expected = addressOn(chainId)
    if (signer !== expected) throw new Error(`Signer mismatch: ${signer} is not ${expected}`)
  }
  const stdSignature = (bytes: Uint8Array): CosmosTestWalletSignature => ({
    pub_key: { type: 'tendermint/PubKeySecp256k1', value: toBase64(key.pubKey) },
    signature: toBase64(key.sign(bytes)),
  })

  const wallet: CosmosTestWallet = withPromptControls<CosmosTestWallet>(policy, {
    async enable(chainIds) {
      const wanted = listOf(chainIds) ?? []
      for (const chainId of wanted) chainOf(chainId)
      if (wanted.every((chainId) => enabled.has(chainId))) return
      await prompt('enable')
      for (const chainId of wanted) enabled.add(chainId)
    },
    async disable(chainIds) {
      const dropped = listOf(chainIds) ?? [...enabled]
      for (const chainId of dropped) enabled.delete(chainId)
    },
    async getKey(chainId) {
      if (!enabled.has(chainId)) await wallet.enable(chainId)
      return {
        name,
        algo: 'secp256k1',
        pubKey: key.pubKey,
        address: key.address,
        bech32Address: addressOn(chainId),
        ethereumHexAddress: '',
        isNanoLedger: false,
        isKeystone: false,
      }
    },
    async signDirect(chainId, signer, signDoc) {
      checkSigner(chainId, signer)
      const signed = {
        bodyBytes: signDoc.bodyBytes ?? new Uint8Array(),
        authInfoBytes: signDoc.authInfoBytes ?? new Uint8Array(),
        chainId: signDoc.chainId ?? chainId,
        accountNumber: BigInt((signDoc.accountNumber ?? 0).toString()),
      }
      if (signed.chainId !== chainId) throw WalletRpcError.invalidParams(`sign doc is for ${signed.chainId}`)
      await prompt('signDirect')
      return { signed, signature: stdSignature(encodeSignDoc(signed)) }
    },
    async signAmino(chainId, signer, signDoc) {
      checkSigner(chainId, signer)
      if (signDoc.chain_id !== chainId)
        throw WalletRpcError.invalidParams(`sign doc is for ${signDoc.chain_id}`)
      await prompt('signAmino')
      return { signed: signDoc, signature: stdSignature(serializeAminoSignDoc(signDoc)) }
    },
    async signArbitrary(chainId, signer, data) {
      checkSigner(chainId, signer)
      await prompt('signArbitrary')
      return stdSignature(serializeAminoSignDoc(adr36SignDoc(signer, data)))
    },
    async verifyArbitrary(_chainId, signer, data, signature) {
      const { secp256k1 } = await import('@noble/curves/secp256k1.js')
      const bytes = serializeAminoSignDoc(adr36SignDoc(signer, data))
      return secp256k1.verify(
        fromBase64(signature.signature),
        sha256(bytes),
        fromBase64(signature.pub_key.value),
        {
          prehash: false,
          lowS: true,
        },
      )
    },
    async sendTx(chainId, tx) {
      const { restUrl } = chainOf(chainId)
      const response = await fetch(`${restUrl.replace(/\/+$/, '')}/cosmos/tx/v1beta1/txs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tx_bytes: toBase64(tx), mode: 'BROADCAST_MODE_SYNC' }),
      })
      const answer = (await response.json()) as {
        tx_response?: { code: number; raw_log: string; txhash: string }
        message?: string
      }
      const result = answer.tx_response
      if (!response.ok || !result) throw new Error(answer.message ?? `broadcast failed (${response.status})`)
      if (result.code !== 0) throw new Error(result.raw_log)
      return sha256(tx)
    },
    async experimentalSuggestChain(chainInfo) {
      if (chains.has(chainInfo.chainId)) return
      await prompt('experimentalSuggestChain')
      chains.set(chainInfo.chainId, {
        chainId: chainInfo.chainId,
        bech32Prefix: chainInfo.bech32Config.bech32PrefixAccAddr,
        restUrl: chainInfo.rest,
      })
    },

    getOfflineSigner(chainId) {
      return {
        ...wallet.getOfflineSignerOnlyAmino(chainId),
        signDirect: (signer, signDoc) => wallet.signDirect(chainId, signer, signDoc),
      }
    },
    getOfflineSignerOnlyAmino(chainId) {
      return {
        getAccounts: async () => [{ address: addressOn(chainId), algo: 'secp256k1', pubkey: key.pubKey }],
        signAmino: (signer, signDoc) => wallet.signAmino(chainId, signer, signDoc),
      }
    },

    get enabledChains() {
      return [...enabled]
    },
    get chainIds() {
      return [...chains.keys()]
    },
    addressOn,
    setKey(privateKey) {
      const next = cosmosKey(privateKey)
      if (bytesToHex(next.privateKey) === bytesToHex(key.privateKey)) return
      key = next
      const target = parameters.eventTarget ?? (globalThis as { window?: EventTarget }).window
      target?.dispatchEvent(new Event('keplr_keystorechange'))
    },
  })
  return wallet
}
