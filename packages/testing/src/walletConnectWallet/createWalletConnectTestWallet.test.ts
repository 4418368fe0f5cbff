import type { RemoteSessionEvent } from '@portico/core'
import { stringToHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createWalletConnectTestWallet } from './createWalletConnectTestWallet.js'
import { type PairedDapp, pairLeanDapp } from './testing/pairLeanDapp.js'
import { type RelayCloud, startRelayCloud } from './testing/startRelayCloud.js'
import type { WalletConnectTestWallet } from './WalletConnectTestWalletTypes.js'

/** Anvil's first development key (public). No chain is needed for signing. */
const privateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const
const account = privateKeyToAccount(privateKey)
const CHAIN = 'eip155:31337'
const EVM = {
  eip155: {
    chains: [CHAIN],
    methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

let cloud: RelayCloud
/** Every URL fetched in this process: the official clients' Verify and telemetry would show here. */
const fetched: string[] = []
const realFetch = globalThis.fetch
const opened: { wallet?: WalletConnectTestWallet; paired?: PairedDapp }[] = []

beforeAll(async () => {
  globalThis.fetch = (input, init) => {
    fetched.push(input instanceof Request ? input.url : String(input))
    return realFetch(input, init)
  }
  cloud = await startRelayCloud()
})
afterEach(async () => {
  for (const { wallet, paired } of opened.splice(0)) {
    paired?.dapp.close()
    await wallet?.close()
  }
})
afterAll(async () => {
  globalThis.fetch = realFetch
  await cloud?.stop()
})

async function walletAndDapp(pair = true) {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: cloud.relayUrl,
    eip155: { privateKey, chains: [{ chainId: CHAIN, rpcUrl: 'http://127.0.0.1:9/unused' }] },
  })
  const entry: (typeof opened)[number] = { wallet }
  opened.push(entry)
  if (pair) entry.paired = await pairLeanDapp(cloud.relayUrl, wallet, EVM)
  return { wallet, paired: entry.paired as PairedDapp }
}

const personalSign = (paired: PairedDapp, message: string) =>
  paired.session.request({
    chainId: CHAIN,
    method: 'personal_sign',
    params: [stringToHex(message), account.address],
  })

describe('createWalletConnectTestWallet', () => {
  it('pairs from a wc: URI and settles the namespaces it holds, on the chains asked for', async () => {
    const { wallet, paired } = await walletAndDapp()
    expect(paired.session.namespaces.eip155).toMatchObject({
      chains: [CHAIN],
      accounts: [`${CHAIN}:${account.address}`],
    })
    expect(wallet.sessions).toEqual([
      expect.objectContaining({
        topic: paired.topic,
        peer: { name: 'Lean dapp', url: 'http://localhost:5173' },
      }),
    ])
    expect(wallet.proposals.map((proposal) => proposal.status)).toEqual(['approved'])
  })

  it('grants only the namespaces it is told to, and the rest when asked again over the same pairing', async () => {
    const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const wallet = await createWalletConnectTestWallet({
      relayUrl: cloud.relayUrl,
      eip155: { privateKey, chains: [{ chainId: CHAIN, rpcUrl: 'http://127.0.0.1:9/unused' }] },
      solana: {
        secretKey: new Uint8Array(64).fill(7),
        chains: [{ chainId: solanaChain, rpcUrl: 'http://127.0.0.1:9' }],
      },
    })
    opened.push({ wallet })
    const solana = { solana: { chains: [solanaChain], methods: ['solana_signMessage'], events: [] } }
    wallet.grantOnly(['eip155'])
    const paired = await pairLeanDapp(cloud.relayUrl, wallet, { ...EVM, ...solana })
    opened.push({ paired })
    expect(Object.keys(paired.session.namespaces)).toEqual(['eip155'])

    wallet.grantOnly(undefined)
    const again = await paired.dapp.connect({ pairingTopic: paired.pairingTopic, optionalNamespaces: solana })
    const added = await again.approval
    expect(Object.keys(added.namespaces)).toEqual(['solana'])
    expect(added.pairingTopic).toBe(paired.pairingTopic)
    expect(wallet.sessions).toHaveLength(2)
  })

  it('signs a message the dapp verifies, and records the request', async () => {
    const { wallet, paired } = await walletAndDapp()
    const signature = (await personalSign(paired, 'over the relay')) as `0x${string}`
    expect(await verifyMessage({ address: account.address, message: 'over the relay', signature })).toBe(true)
    expect(wallet.requests).toEqual([
      expect.objectContaining({ method: 'personal_sign', chainId: CHAIN, status: 'approved' }),
    ])
    // Pairing, the proposal and the request made no request beyond the relay (Verify and telemetry are off).
    expect(fetched.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([])
  })

  it('rejects a proposal with 5000 when told to', async () => {
    const { wallet } = await walletAndDapp(false)
    wallet.reject('session_proposal')
    await expect(pairLeanDapp(cloud.relayUrl, wallet, EVM)).rejects.toMatchObject({ code: 5000 })
    expect(wallet.proposals.map((proposal) => proposal.status)).toEqual(['rejected'])
    expect(wallet.sessions).toEqual([])
  })

  it('rejects a proposal with 5100 when none of the asked namespaces is its own', async () => {
    const { wallet } = await walletAndDapp(false)
    const asking = pairLeanDapp(cloud.relayUrl, wallet, {
      cosmos: { chains: ['cosmos:cosmoshub-4'], methods: ['cosmos_signDirect'], events: [] },
    })
    await expect(asking).rejects.toMatchObject({ code: 5100 })
  })

  it('rejects a request with 4001 when told to, then approves again', async () => {
    const { wallet, paired } = await walletAndDapp()
    wallet.reject('personal_sign')
    await expect(personalSign(paired, 'no')).rejects.toMatchObject({ code: 4001 })
    expect(wallet.requests.at(-1)?.status).toBe('rejected')
    wallet.approve()
    await expect(personalSign(paired, 'yes')).resolves.toMatch(/^0x/)
  })

  it('holds a request open until release, as a user who has not answered yet', async () => {
    const { wallet, paired } = await walletAndDapp()
    wallet.hold()
    let answered = false
    const signing = personalSign(paired, 'held').then((signature) => {
      answered = true
      return signature
    })
    await expect.poll(() => wallet.pendingPrompts).toEqual(['personal_sign'])
    expect(wallet.requests.at(-1)?.status).toBe('pending')
    expect(answered).toBe(false)
    wallet.release()
    await expect(signing).resolves.toMatch(/^0x/)
    expect(wallet.pendingPrompts).toEqual([])
  })

  it('holds the proposal until release', async () => {
    const { wallet } = await walletAndDapp(false)
    wallet.hold('session_proposal')
    const pairing = pairLeanDapp(cloud.relayUrl, wallet, EVM)
    await expect.poll(() => wallet.proposals.map((proposal) => proposal.status)).toEqual(['pending'])
    expect(wallet.proposals[0]?.namespaces).toEqual({
      eip155: { chains: [CHAIN], methods: EVM.eip155.methods },
    })
    wallet.release()
    const paired = await pairing
    opened.push({ paired })
    expect(wallet.sessions).toHaveLength(1)
  })

  it('refuses a malformed request with -32602', async () => {
    const { wallet, paired } = await walletAndDapp()
    await expect(
      paired.session.request({
        chainId: CHAIN,
        method: 'eth_signTypedData_v4',
        params: [account.address, 'not json'],
      }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(wallet.requests.at(-1)?.status).toBe('failed')
  })

  it('tells the dapp of accountsChanged, chainChanged, a namespace update and its disconnect', async () => {
    const { wallet, paired } = await walletAndDapp()
    const events: RemoteSessionEvent[] = []
    paired.session.subscribe((event) => events.push(event))
    await wallet.emitAccountsChanged(CHAIN)
    await expect
      .poll(() => events)
      .toContainEqual({
        type: 'accountsChanged',
        chainId: CHAIN,
        accounts: [`${CHAIN}:${account.address}`],
      })
    await wallet.emitChainChanged(CHAIN)
    await expect.poll(() => events).toContainEqual({ type: 'chainChanged', chainId: CHAIN })
    const other = privateKeyToAccount(`0x${'11'.repeat(32)}`).address
    const updated = { ...wallet.sessions[0]!.namespaces.eip155!, accounts: [`${CHAIN}:${other}`] }
    await wallet.updateNamespaces({ eip155: updated })
    await expect.poll(() => paired.session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${other}`])
    await wallet.disconnect()
    await expect.poll(() => events).toContainEqual({ type: 'deleted' })
    expect(wallet.sessions).toEqual([])
    // Five relay round trips: at load 50 on two cores they took over 30 s.
  }, 120_000)

  it('answers a switch to a chain it does not know with 4902; after wallet_addEthereumChain the session holds the chain and the dapp hears chainChanged', async () => {
    const OTHER = 'eip155:31338'
    const { wallet } = await walletAndDapp(false)
    const paired = await pairLeanDapp(cloud.relayUrl, wallet, {
      eip155: {
        ...EVM.eip155,
        chains: [CHAIN, OTHER],
        methods: [...EVM.eip155.methods, 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
      },
    })
    opened.push({ paired })
    // It knows only CHAIN, so it settled only CHAIN.
    expect(paired.session.namespaces.eip155?.chains).toEqual([CHAIN])
    const events: RemoteSessionEvent[] = []
    paired.session.subscribe((event) => events.push(event))
    const switchTo = (chainId: string, from = CHAIN) =>
      paired.session.request({ chainId: from, method: 'wallet_switchEthereumChain', params: [{ chainId }] })

    await expect(switchTo('0x7a6a')).rejects.toMatchObject({ code: 4902 })
    wallet.reject('wallet_addEthereumChain')
    const add = {
      chainId: CHAIN,
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Anvil 2',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: ['http://127.0.0.1:9/unused'],
        },
      ],
    }
    await expect(paired.session.request(add)).rejects.toMatchObject({ code: 4001 })
    await expect(switchTo('0x7a6a')).rejects.toMatchObject({ code: 4902 })

    wallet.approve()
    await expect(paired.session.request(add)).resolves.toBeNull()
    expect(paired.session.namespaces.eip155).toMatchObject({
      chains: [CHAIN, OTHER],
      accounts: [`${CHAIN}:${account.address}`, `${OTHER}:${account.address}`],
    })
    await expect.poll(() => events).toContainEqual({ type: 'chainChanged', chainId: OTHER })
    // Known now: the dapp is on OTHER, and switching back is answered with chainChanged.
    await expect(switchTo('0x7a69', OTHER)).resolves.toBeNull()
    await expect.poll(() => events.filter((event) => event.type === 'chainChanged')).toHaveLength(2)
    await expect(
      paired.session.request({
        chainId: OTHER,
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: 'nope' }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
  }, 120_000)

  it('sees the dapp end the session', async () => {
    const { wallet, paired } = await walletAndDapp()
    const changes: number[] = []
    wallet.subscribe(() => changes.push(wallet.sessions.length))
    await paired.session.disconnect()
    await expect.poll(() => wallet.sessions).toEqual([])
    expect(changes).toContain(0)
  })

  it('refuses a URI that is not WalletConnect, and needs at least one namespace', async () => {
    const { wallet } = await walletAndDapp(false)
    await expect(wallet.pair('https://example.com')).rejects.toThrow(/not a WalletConnect URI/)
    await expect(createWalletConnectTestWallet({ relayUrl: cloud.relayUrl })).rejects.toThrow(
      /at least one namespace/,
    )
  })
})
