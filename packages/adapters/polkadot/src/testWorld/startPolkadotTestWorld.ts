import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { startDevnet } from '@portico/devnet'
import { createPolkadotTestWallet, injectPolkadotTestWallet, type PolkadotTestWallet } from '@portico/testing'
import { connectorIdOf } from '../connectors/connectorIdOf.js'
import type { PolkadotNetwork } from '../networks/PolkadotNetworkTypes.js'
import { polkadot } from '../networks/polkadot.js'
import { polkadotLocal } from '../networks/polkadotLocal.js'

/**
 * The world the adapter tests run in: one chopsticks devnet (Asset Hub, dev accounts funded) as a
 * Portico network (and a Polkadot stand-in on the same node), and test extensions injected into `globalThis.injectedWeb3`, each under its own key.
 */
export async function startPolkadotTestWorld() {
  const [devnet] = await Promise.all([
    startDevnet({ chains: ['polkadot'], ports: 'ephemeral' }),
    cryptoWaitReady(),
  ])
  const network = polkadotLocal(devnet.polkadot)
  const { wsUrl } = devnet.polkadot
  // Polkadot's id and SS58 format (0; the devnet's is 2), served by the same local node, so a switch
  // changes the network and the address format without reaching beyond 127.0.0.1.
  const polkadotStandIn: PolkadotNetwork = {
    ...polkadot,
    rpcUrls: { default: { http: [wsUrl], webSocket: [wsUrl] } },
  }
  const removals: (() => void)[] = []
  let wallets = 0

  return {
    network,
    otherNetwork: polkadotStandIn,
    accounts: devnet.polkadot.accounts,
    /** A test extension over dev accounts (secret URIs), injected under a new key. */
    async openWallet({
      uris,
    }: {
      uris: readonly string[]
    }): Promise<{ wallet: PolkadotTestWallet; connectorId: string }> {
      wallets += 1
      const wallet = await createPolkadotTestWallet({ uris, key: `portico-test-${wallets}` })
      removals.push(injectPolkadotTestWallet(wallet))
      return { wallet, connectorId: connectorIdOf(wallet.key) }
    },
    /** Whether `signature` is `address`'s over `message` (raw or `<Bytes>`-wrapped, as extensions sign). */
    verifySignature: (message: string, signature: string, address: string) =>
      signatureVerify(message, signature, address).isValid,
    async stop() {
      for (const remove of removals.splice(0)) remove()
      await devnet.stop()
    },
  }
}
