import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSessionProvider } from '@portico/adapter-eip155'
import { createSignClient, toRemoteSession } from '@portico/walletconnect/client'
import { createPublicClient, createWalletClient, custom, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { type RunningAnvil, spawnAnvil } from '../../testing/spawnAnvil.js'
import { testConfig } from '../../testing/testConfig.js'
import { createWallet, EVM_CHAIN, EVM_NAMESPACES } from '../testing/officialClients.js'
import { relayUrlOf } from '../testing/openRelaySocket.js'

/** Anvil's well-known development mnemonic (public test keys): its first account holds 10,000 ETH. */
const funded = mnemonicToAccount('test test test test test test test test test test test junk')

describe('EIP-155 over a WalletConnect session: lean client, EIP-1193 session provider, official wallet, anvil', () => {
  let dataDir: string
  let cloud: RunningCloud
  let anvil: RunningAnvil

  beforeAll(async () => {
    anvil = await spawnAnvil(31337)
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-eip155-'))
    cloud = await startCloud(testConfig({ dataDir }))
  })
  afterAll(async () => {
    await cloud?.stop()
    await anvil?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('signs and sends a transaction that is mined, through viem on the session provider', async () => {
    const relayUrl = relayUrlOf(cloud.url)
    const dapp = createSignClient({
      relayUrl,
      projectId: 'portico-lab',
      metadata: { name: 'Lean dapp', description: 'Portico', url: 'http://localhost:5173', icons: [] },
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    })
    const wallet = await createWallet(relayUrl, funded, 'anvil-wallet', { rpcUrl: anvil.rpcUrl })
    const { uri, approval } = await dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
    await wallet.pair({ uri })
    const session = toRemoteSession(dapp, await approval)
    expect(session.namespaces.eip155).toMatchObject({
      chains: [EVM_CHAIN],
      accounts: [`${EVM_CHAIN}:${funded.address}`],
    })

    const provider = createSessionProvider({ session, rpcUrls: { 31337: anvil.rpcUrl } })
    const client = createWalletClient({ transport: custom(provider) })
    const [address] = await client.requestAddresses()
    expect(address).toBe(funded.address)
    expect(await client.getChainId()).toBe(31337)

    const signature = await client.signMessage({
      account: funded.address,
      message: 'EIP-1193 over the session',
    })
    expect(
      await verifyMessage({ address: funded.address, message: 'EIP-1193 over the session', signature }),
    ).toBe(true)

    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = await client.sendTransaction({
      account: funded.address,
      chain: null,
      to,
      value: parseEther('0.5'),
    })
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await chain.getBalance({ address: to })).toBe(parseEther('0.5'))
    // Reads go to the chain, not to the wallet: the provider answers them while the wallet is not involved.
    expect(await provider.request({ method: 'eth_getBalance', params: [to, 'latest'] })).toBe(
      `0x${parseEther('0.5').toString(16)}`,
    )

    const events: unknown[] = []
    provider.on('accountsChanged', (accounts) => events.push(accounts))
    provider.on('disconnect', () => events.push('disconnect'))
    await wallet.emitSessionEvent({
      topic: (await approval).topic,
      chainId: EVM_CHAIN,
      event: { name: 'accountsChanged', data: [`${EVM_CHAIN}:${funded.address}`] },
    })
    await expect.poll(() => events).toContainEqual([funded.address])
    await wallet.disconnectSession({
      topic: (await approval).topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await expect.poll(() => events).toContain('disconnect')
    dapp.close()
    await wallet.core.relayer.transportClose()
  })
})
