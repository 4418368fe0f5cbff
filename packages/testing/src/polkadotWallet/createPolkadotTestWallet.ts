import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import { createPromptPolicy } from '../wallet/createPromptPolicy.js'
import { withPromptControls } from '../wallet/withPromptControls.js'
import type {
  CreatePolkadotTestWalletParameters,
  PolkadotPromptMethod,
  PolkadotTestWallet,
  PolkadotTestWalletAccount,
  PolkadotTestWalletExtension,
} from './PolkadotTestWalletTypes.js'
import { signPolkadotPayload } from './signPolkadotPayload.js'

/**
 * Creates a polkadot-js-compatible test extension: `enable(originName)` gives the page the
 * accounts and a signer (`signRaw`, `signPayload`) over local keys (@polkadot/keyring). Like the
 * other test wallets it authorises the site on an approved `enable`, its prompts are approved,
 * rejected ('Cancelled', as polkadot-js), delayed or held by the test, and the test changes the
 * accounts or revokes the site from the extension side. Async: sr25519 needs the crypto wasm.
 * Put it on a page with `injectPolkadotTestWallet`.
 *
 * @example
 * const wallet = await createPolkadotTestWallet({ uris: ['//Alice'] })
 * wallet.reject('signRaw') // the next message signature fails with 'Cancelled'
 */
export async function createPolkadotTestWallet(
  parameters: CreatePolkadotTestWalletParameters,
): Promise<PolkadotTestWallet> {
  await cryptoWaitReady()
  const type = parameters.type ?? 'sr25519'
  const keyring = new Keyring({ type, ss58Format: parameters.ss58Prefix ?? 42 })
  const pairsOf = (uris: readonly string[]) => {
    if (uris.length === 0)
      throw new RangeError(
        'a Polkadot test wallet needs at least one account (use emitDisconnect() for none)',
      )
    return uris.map((uri) => keyring.createFromUri(uri))
  }
  let pairs: KeyringPair[] = pairsOf(parameters.uris)
  let authorized = parameters.authorized ?? false
  const origins: string[] = []
  const policy = createPromptPolicy<PolkadotPromptMethod>()
  const subscribers = new Set<(accounts: PolkadotTestWalletAccount[]) => void>()
  const key = parameters.key ?? 'portico-test'
  const version = parameters.version ?? '0.0.0'
  let requests = 0

  const visibleAccounts = (): PolkadotTestWalletAccount[] =>
    authorized
      ? pairs.map((pair, index) => ({ address: pair.address, name: `Account ${index + 1}`, type }))
      : []
  const notify = () => {
    const accounts = visibleAccounts()
    for (const subscriber of [...subscribers]) subscriber(accounts)
  }

  /** The key of an address in any SS58 format; a real extension refuses an unknown one before prompting. */
  const pairOf = (address: string): KeyringPair => {
    if (!authorized) throw new Error('The site is not authorised')
    const publicKey = u8aToHex(decodeAddress(address))
    const pair = pairs.find((candidate) => u8aToHex(candidate.publicKey) === publicKey)
    if (!pair) throw new Error(`Unable to find a key for ${address}`)
    return pair
  }

  /** Shows the prompt; a refusal rejects as the polkadot-js extension does. */
  const prompt = async (method: PolkadotPromptMethod) => {
    try {
      await policy.prompt(method)
    } catch {
      throw new Error('Cancelled')
    }
  }

  const extension: PolkadotTestWalletExtension = {
    name: key,
    version,
    accounts: {
      get: async () => visibleAccounts(),
      subscribe(callback) {
        subscribers.add(callback)
        callback(visibleAccounts())
        return () => void subscribers.delete(callback)
      },
    },
    signer: {
      async signRaw({ address, data, type: dataType }) {
        const pair = pairOf(address)
        await prompt('signRaw')
        const bytes = dataType === 'bytes' ? u8aWrapBytes(hexToU8a(data)) : hexToU8a(data)
        requests += 1
        return { id: requests, signature: u8aToHex(pair.sign(bytes)) }
      },
      async signPayload(payload) {
        const pair = pairOf(payload.address)
        await prompt('signPayload')
        requests += 1
        return { id: requests, signature: signPolkadotPayload(pair, payload) }
      },
    },
  }

  return withPromptControls<PolkadotTestWallet>(policy, {
    key,
    version,
    async enable(originName) {
      origins.push(originName)
      if (!authorized) {
        await prompt('enable')
        authorized = true
        notify()
      }
      return extension
    },
    get authorized() {
      return authorized
    },
    set authorized(value) {
      authorized = value
    },
    get origins() {
      return [...origins]
    },
    get addresses() {
      return pairs.map((pair) => pair.address)
    },
    setAccounts(uris) {
      pairs = pairsOf(uris)
      if (authorized) notify()
    },
    emitDisconnect() {
      authorized = false
      notify()
    },
  })
}
