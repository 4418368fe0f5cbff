import { solanaAdapter, solanaLocalnet } from '@portico/adapter-solana'
import {
  address,
  createSolanaRpc,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { useSessionWorld } from './useSessionWorld.js'

describe('Solana over a WalletConnect session: lean client, solanaAdapter.connectSession, official wallet, local validator', () => {
  const world = useSessionWorld({
    namespace: 'solana',
    network: (devnet) =>
      solanaLocalnet({
        rpcUrl: devnet.solana.rpcUrl,
        wsUrl: devnet.solana.wsUrl,
        genesisHash: devnet.solana.genesisHash,
      }),
    wallet: (devnet, network) => ({
      solana: {
        secretKey: devnet.solana.accounts[2]!.secretKey,
        chains: [{ chainId: network.caipNetworkId as `solana:${string}`, rpcUrl: devnet.solana.rpcUrl }],
      },
    }),
    namespaces: (network) => ({
      solana: {
        chains: [network.caipNetworkId],
        methods: ['solana_signMessage', 'solana_signTransaction'],
        events: [],
      },
    }),
    adapter: () => solanaAdapter(),
  })

  it('connects the session, signs a message that verifies, and sends a transfer that lands', async () => {
    const { adapter, devnet, network, paired } = world
    const from = devnet.solana.accounts[2]!.address
    const connection = await adapter.connectSession?.({ session: paired.session, network })
    expect(connection).toMatchObject({ connectorId: 'walletConnect', address: from, chainId: network.id })

    const signature = await adapter.signMessage({ message: 'hello over the session', address: from })
    const key = await getPublicKeyFromAddress(address(from))
    const bytes = new TextEncoder().encode('hello over the session')
    expect(await verifySignature(key, getBase58Encoder().encode(signature) as SignatureBytes, bytes)).toBe(
      true,
    )

    const to = devnet.solana.accounts[7]!.address
    const rpc = createSolanaRpc(devnet.solana.rpcUrl)
    const before = (await rpc.getBalance(address(to)).send()).value
    await adapter.sendTransaction?.({ address: from, network, to, value: 1_500_000n })
    expect((await rpc.getBalance(address(to)).send()).value).toBe(before + 1_500_000n)
    expect(paired.phone.requests.map((request) => [request.method, request.status])).toEqual([
      ['solana_signMessage', 'approved'],
      // The test wallet approves the session with solana_signAndSendTransaction too: the wallet sends.
      ['solana_signAndSendTransaction', 'approved'],
    ])
  })

  it("reports the wallet's disconnect as the adapter's disconnect", async () => {
    const { events, paired } = world
    await paired.phone.disconnect()
    await expect.poll(() => events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
  })
})
