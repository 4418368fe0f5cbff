import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createSignClient,
  type Session,
  type SessionEvent,
  WalletRpcError,
} from '@portico/walletconnect/client'
import { stringToHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { createLogger } from '../../log/createLogger.js'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { testConfig } from '../../testing/testConfig.js'
import { createWallet, EVM_CHAIN, EVM_NAMESPACES } from '../testing/officialClients.js'
import { relayUrlOf } from '../testing/openRelaySocket.js'

const metadata = { name: 'Lean dapp', description: 'Portico', url: 'http://localhost:5173', icons: [] }

describe("Portico's lean Sign client (dapp) with the official WalletKit (wallet) through the relay", () => {
  let dataDir: string
  let cloud: RunningCloud
  const logs: { msg: string }[] = []

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-lean-'))
    cloud = await startCloud(
      testConfig({ dataDir }),
      createLogger('debug', {}, (line) => logs.push(JSON.parse(line))),
    )
  })
  afterAll(async () => {
    await cloud?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  const leanDapp = (relayUrl = relayUrlOf(cloud.url)) =>
    createSignClient({
      relayUrl,
      projectId: 'portico-lab',
      metadata,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    })

  const dappAndWallet = async (account = privateKeyToAccount(generatePrivateKey())) => {
    const dapp = leanDapp()
    const wallet = await createWallet(relayUrlOf(cloud.url), account, `wallet-${Math.random()}`)
    return { dapp, wallet, account }
  }

  /** A reload: a new client resumes the stored session, pairing key included, and proposes over that pairing. */
  const reloadAndProposeAgain = async (session: Session) => {
    const reloaded = leanDapp()
    await reloaded.resume(session)
    const approved = await (
      await reloaded.connect({ pairingTopic: session.pairingTopic, optionalNamespaces: EVM_NAMESPACES })
    ).approval
    expect(approved.pairingTopic).toBe(session.pairingTopic)
    return { reloaded, approved }
  }

  it("pairs, settles, signs, hears the wallet's events and is told of its disconnect", async () => {
    const { dapp, wallet, account } = await dappAndWallet()
    const { uri, approval } = await dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?expiryTimestamp=\d+&relay-protocol=irn&symKey=[0-9a-f]{64}$/)
    await wallet.pair({ uri })
    const session = await approval
    expect(session.namespaces.eip155?.accounts).toEqual([`${EVM_CHAIN}:${account.address}`])
    expect(session.peer.metadata.name).toMatch(/^wallet-/)

    const message = 'Sign in with the lean client'
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: EVM_CHAIN,
      method: 'personal_sign',
      params: [stringToHex(message), account.address],
    })) as `0x${string}`
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)

    const events: SessionEvent[] = []
    dapp.onSessionEvent((event) => events.push(event))
    await wallet.emitSessionEvent({
      topic: session.topic,
      chainId: EVM_CHAIN,
      event: { name: 'accountsChanged', data: [account.address] },
    })
    await expect
      .poll(() => events)
      .toContainEqual({
        type: 'event',
        topic: session.topic,
        chainId: EVM_CHAIN,
        name: 'accountsChanged',
        data: [account.address],
      })
    await wallet.disconnectSession({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await expect.poll(() => events.map((event) => event.type)).toContain('delete')
    expect(logs.filter((line) => line.msg === 'relay: unknown method')).toEqual([])
    dapp.close()
    wallet.core.heartbeat.stop()
    await wallet.core.relayer.transportClose()
  })

  it('asks the wallet again over the same pairing, without a new QR, and after a reload too: each approval is a new session', async () => {
    const { dapp, wallet } = await dappAndWallet()
    const { uri, approval } = await dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
    await wallet.pair({ uri })
    const first = await approval
    expect(first.pairingSymKey).toMatch(/^[0-9a-f]{64}$/)

    const again = await dapp.connect({ pairingTopic: first.pairingTopic, optionalNamespaces: EVM_NAMESPACES })
    expect(again.uri).toContain(first.pairingTopic)
    const second = await again.approval
    expect(second.pairingTopic).toBe(first.pairingTopic)
    expect(second.topic).not.toBe(first.topic)
    expect(Object.keys(wallet.getActiveSessions()).sort()).toEqual([first.topic, second.topic].sort())
    dapp.close()

    const { reloaded } = await reloadAndProposeAgain(first)
    expect(Object.keys(wallet.getActiveSessions())).toHaveLength(3)
    await expect(
      reloaded.connect({ pairingTopic: 'f'.repeat(64), optionalNamespaces: EVM_NAMESPACES }),
    ).rejects.toThrow('No pairing')
    reloaded.close()
    wallet.core.heartbeat.stop()
    await wallet.core.relayer.transportClose()
  })

  it('after a reload, leaves its own requests and proposals that the relay delivers again unanswered: the wallet fails on none of its messages', async () => {
    // The official clients log each inbound message they fail on to the console ('failed to process an inbound message').
    const consoleErrors = vi.spyOn(console, 'error')
    try {
      const { dapp, wallet, account } = await dappAndWallet()
      const { uri, approval } = await dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
      await wallet.pair({ uri })
      const session = await approval
      await dapp.request({
        topic: session.topic,
        chainId: EVM_CHAIN,
        method: 'personal_sign',
        params: [stringToHex('Before the reload'), account.address],
      })
      dapp.close()

      // The reloaded dapp listens to the session and the pairing again, and the relay delivers it the request and the
      // proposal still kept there.
      const { reloaded } = await reloadAndProposeAgain(session)
      expect(Object.keys(wallet.getActiveSessions())).toHaveLength(2)
      const failed = consoleErrors.mock.calls
        .flat()
        .filter((logged) => JSON.stringify(logged).includes('failed to process an inbound message'))
      expect(failed).toEqual([])
      reloaded.close()
      wallet.core.heartbeat.stop()
      await wallet.core.relayer.transportClose()
    } finally {
      consoleErrors.mockRestore()
    }
  })

  it('gives the pairing URI before the relay answers; a relay it cannot reach rejects the approval', async () => {
    const dapp = leanDapp('ws://127.0.0.1:9/relay')
    const { uri, approval } = await dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await expect(approval).rejects.toThrow('Could not connect to the relay')
    dapp.close()
  })

  it('disconnecting from the dapp ends the session in the wallet', async () => {
    const { dapp, wallet } = await dappAndWallet()
    const { uri, approval } = await dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
    await wallet.pair({ uri })
    const session = await approval
    expect(Object.keys(wallet.getActiveSessions())).toEqual([session.topic])
    await dapp.disconnect(session.topic)
    await expect.poll(() => Object.keys(wallet.getActiveSessions())).toEqual([])
    dapp.close()
    wallet.core.heartbeat.stop()
    await wallet.core.relayer.transportClose()
  })

  it("rejects the approval with the wallet's error when the wallet rejects", async () => {
    const dapp = leanDapp()
    const wallet = await createWallet(
      relayUrlOf(cloud.url),
      privateKeyToAccount(generatePrivateKey()),
      'rejecting',
      {
        onProposal: 'reject',
      },
    )
    const { uri, approval } = await dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
    const rejected = approval.catch((error: unknown) => error)
    await wallet.pair({ uri })
    const error = await rejected
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error).toMatchObject({ code: 5000 })
    dapp.close()
    wallet.core.heartbeat.stop()
    await wallet.core.relayer.transportClose()
  })
})
