import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stringToHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../log/createLogger.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'
import { createDapp, createWallet, EVM_CHAIN, EVM_NAMESPACES } from './testing/officialClients.js'
import { relayUrlOf } from './testing/openRelaySocket.js'

describe('the official SignClient (dapp) and WalletKit (wallet) through the relay', () => {
  let dataDir: string
  let cloud: RunningCloud
  const logs: { msg: string; method?: string }[] = []
  const destinations: string[] = []

  beforeAll(async () => {
    // Every TCP connection this process opens from here on (fetch, WebSocket, anything) is recorded.
    const connect = net.Socket.prototype.connect
    vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
      this: net.Socket,
      ...args: unknown[]
    ) {
      const [first, second] = args
      const host =
        typeof first === 'object' && first !== null
          ? ((first as net.TcpNetConnectOpts).host ?? (first as net.IpcNetConnectOpts).path ?? 'localhost')
          : typeof second === 'string'
            ? second
            : 'localhost'
      destinations.push(String(host))
      return (connect as (...a: unknown[]) => net.Socket).apply(this, args)
    })
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-official-'))
    cloud = await startCloud(
      testConfig({ dataDir }),
      createLogger('debug', {}, (line) => logs.push(JSON.parse(line))),
    )
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await cloud?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('pairs, settles a session and answers personal_sign, with no request beyond 127.0.0.1', async () => {
    const relayUrl = relayUrlOf(cloud.url)
    const account = privateKeyToAccount(generatePrivateKey())
    const dapp = await createDapp(relayUrl)
    const wallet = await createWallet(relayUrl, account)

    const { uri, approval } = await dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: uri ?? '' })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`${EVM_CHAIN}:${account.address}`])
    expect(Object.keys(wallet.getActiveSessions())).toEqual([session.topic])

    const message = 'Sign in to Portico'
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: EVM_CHAIN,
      request: { method: 'personal_sign', params: [stringToHex(message), account.address] },
    })) as `0x${string}`
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)

    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected' } })
    await expect.poll(() => Object.keys(wallet.getActiveSessions())).toEqual([])

    expect(destinations.length).toBeGreaterThan(0)
    expect(destinations.filter((host) => !['127.0.0.1', 'localhost', '::1'].includes(host))).toEqual([])
    expect(logs.filter((line) => line.msg === 'relay: unknown method')).toEqual([])
    for (const client of [dapp, wallet]) client.core.heartbeat.stop()
    await Promise.all([dapp.core.relayer.transportClose(), wallet.core.relayer.transportClose()])
  })
})
