import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Devnet,
  defineDevnetEvmChain,
  devnetEvmAccounts,
  devnetSmartAccountContracts,
  startDevnet,
  writeDevnetFile,
} from '@portico/devnet'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import { createPublicClient, createWalletClient, http, type PublicClient, parseEther } from 'viem'
import { createBundlerClient, createPaymasterClient, entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { LAB, LAB_ORIGIN } from '../testing/apiSuite/apiSuiteFixtures.js'
import { testConfig } from '../testing/testConfig.js'

const SPONSORED = 'aa-sponsored'
const ONE_ETH = parseEther('1')

/**
 * The bundler and paymaster endpoints of a real cloud (PGlite, development setup reading the devnet file) over the
 * devnet's EntryPoint v0.7, SimpleAccountFactory, VerifyingPaymaster and Alto bundler, driven by viem's bundler and
 * paymaster clients.
 */
describe('smart accounts through the cloud', () => {
  let devnet: Devnet<'eip155'>
  let cloud: RunningCloud
  let dir: string
  let client: PublicClient
  let chainId: number

  beforeAll(async () => {
    devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral', bundlers: true })
    dir = await mkdtemp(join(tmpdir(), 'portico-cloud-aa-'))
    // The cloud's data folder exists, so testConfig gives it PGlite's migrated template (no initdb).
    await mkdir(join(dir, 'data'))
    const devnetFile = join(dir, 'endpoints.json')
    await writeDevnetFile(devnetFile, {
      pid: process.pid,
      startedAt: new Date().toISOString(),
      eip155: devnet.eip155,
    })
    cloud = await startCloud(testConfig({ dataDir: join(dir, 'data'), devnetEndpointsFile: devnetFile }))
    const first = devnet.eip155.chains[0]
    if (!first) throw new Error('the devnet started no EVM chain')
    const chain = defineDevnetEvmChain(first)
    chainId = chain.id
    client = createPublicClient({ chain, transport: http(), pollingInterval: 50 }) as PublicClient
    const created = await admin('/projects', 'POST', {
      id: SPONSORED,
      name: 'Sponsored dapp',
      allowedOrigins: [LAB_ORIGIN],
      sponsorship: { enabled: true, dailyLimitPerAccountWei: ONE_ETH.toString() },
    })
    expect(created.body).toMatchObject({
      sponsorship: { enabled: true, dailyLimitPerAccountWei: '1000000000000000000' },
    })
  }, 400_000)
  afterAll(async () => {
    await cloud?.stop()
    await devnet?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const admin = async (path: string, method: string, body: unknown) => {
    const response = await fetch(`${cloud.url}/admin/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${cloud.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const endpoint = (kind: 'bundler' | 'paymaster', projectId: string, chain = `eip155:${chainId}`) =>
    `${cloud.url}/v1/${kind}?${new URLSearchParams({ chainId: chain, projectId })}`
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }

  /** A new counterfactual SimpleAccount and a bundler client through the cloud, sponsored by `projectId`'s paymaster. */
  const smartAccount = async (projectId: string) => {
    const account = await toSimpleSmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      entryPoint: { address: entryPoint07Address, version: '0.7' },
      factoryAddress: devnetSmartAccountContracts.simpleAccountFactory.address,
    })
    const bundler = createBundlerClient({
      account,
      client,
      transport: http(endpoint('bundler', projectId)),
      paymaster: createPaymasterClient({ transport: http(endpoint('paymaster', projectId)) }),
      pollingInterval: 50,
    })
    return { account, bundler }
  }
  const fund = async (address: `0x${string}`, value: bigint) => {
    const funder = createWalletClient({
      chain: defineDevnetEvmChain(devnet.eip155.chains[0] as Parameters<typeof defineDevnetEvmChain>[0]),
      account: privateKeyToAccount(devnetEvmAccounts[5].privateKey),
      transport: http(),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value }),
      pollingInterval: 50,
    })
  }
  const spentToday = async (account: string) => {
    const [row] = await cloud.storage.query<{ spent_wei: string }>(
      'select spent_wei::text as spent_wei from sponsorship_spend where project_id = $1 and account = $2',
      [SPONSORED, account.toLowerCase()],
    )
    return row ? BigInt(row.spent_wei) : 0n
  }

  it('sends a sponsored first user operation that deploys the account, then refuses it over the daily limit', async () => {
    const { account, bundler } = await smartAccount(SPONSORED)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await fund(account.address, parseEther('0.1'))
    expect(await client.getCode({ address: account.address })).toBeUndefined()

    const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.05') }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(
      devnetSmartAccountContracts.verifyingPaymaster.address.toLowerCase(),
    )
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{2,}/)
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.05'))
    // The paymaster paid the gas: the account kept all but what it sent.
    expect(await client.getBalance({ address: account.address })).toBe(parseEther('0.05'))
    // Recorded at its most possible cost when signed, corrected to the receipt's real gas once it was read back.
    const spent = await spentToday(account.address)
    expect(spent).toBe(receipt.actualGasCost)
    await bundler.getUserOperationReceipt({ hash })
    expect(await spentToday(account.address)).toBe(spent)

    // The limit lowered to what was spent (the policy's other field kept): the next operation is refused.
    const patched = await admin(`/projects/${SPONSORED}`, 'PATCH', {
      sponsorship: { dailyLimitPerAccountWei: spent.toString() },
    })
    expect(patched.body).toMatchObject({
      sponsorship: { enabled: true, dailyLimitPerAccountWei: spent.toString() },
    })
    const error = await bundler
      .sendUserOperation({ calls: [{ to: recipient, value: 1n }] })
      .catch((caught: unknown) => caught)
    expect(String(error)).toMatch(/daily sponsorship limit/)
    const refused = await post(endpoint('paymaster', SPONSORED), {
      jsonrpc: '2.0',
      id: 7,
      method: 'pm_getPaymasterStubData',
      params: [
        { sender: account.address, nonce: '0x1', callData: '0x' },
        entryPoint07Address,
        `0x${chainId.toString(16)}`,
        {},
      ],
    })
    expect(refused).toMatchObject({
      status: 200,
      body: {
        id: 7,
        error: { code: -32011, data: { reason: 'sponsorship_limit_reached', limitWei: spent.toString() } },
      },
    })
    expect(await spentToday(account.address)).toBe(spent)
    await admin(`/projects/${SPONSORED}`, 'PATCH', {
      sponsorship: { dailyLimitPerAccountWei: ONE_ETH.toString() },
    })
  })

  it('refuses an operation whose most possible cost is over the limit, recording nothing', async () => {
    await admin(`/projects/${SPONSORED}`, 'PATCH', { sponsorship: { dailyLimitPerAccountWei: '1000' } })
    const { account, bundler } = await smartAccount(SPONSORED)
    const error = await bundler
      .sendUserOperation({ calls: [{ to: account.address, value: 0n }] })
      .catch((caught: unknown) => caught)
    expect(String(error)).toMatch(/daily sponsorship limit/)
    expect(await spentToday(account.address)).toBe(0n)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    await admin(`/projects/${SPONSORED}`, 'PATCH', {
      sponsorship: { dailyLimitPerAccountWei: ONE_ETH.toString() },
    })
  })

  it('refuses sponsorship when the policy is off (the default)', async () => {
    const { account, bundler } = await smartAccount(LAB)
    const error = await bundler
      .sendUserOperation({ calls: [{ to: account.address, value: 0n }] })
      .catch((caught: unknown) => caught)
    expect(String(error)).toMatch(/Sponsorship is off/)
    const answer = await post(endpoint('paymaster', LAB), {
      jsonrpc: '2.0',
      id: 1,
      method: 'pm_getPaymasterStubData',
      params: [
        { sender: account.address, nonce: '0x0', callData: '0x' },
        entryPoint07Address,
        `0x${chainId.toString(16)}`,
      ],
    })
    expect(answer.body).toMatchObject({ error: { code: -32010, data: { reason: 'sponsorship_disabled' } } })
  })

  it("answers stub data for the lab's sponsored project, named as its sponsor", async () => {
    const answer = await post(endpoint('paymaster', 'portico-lab-sponsored'), {
      jsonrpc: '2.0',
      id: 1,
      method: 'pm_getPaymasterStubData',
      params: [
        { sender: devnetEvmAccounts[1].address, nonce: '0x0', callData: '0x' },
        entryPoint07Address,
        `0x${chainId.toString(16)}`,
      ],
    })
    expect(answer.body).toMatchObject({
      id: 1,
      result: {
        paymaster: expect.stringMatching(
          new RegExp(`^${devnetSmartAccountContracts.verifyingPaymaster.address}$`, 'i'),
        ),
        isFinal: false,
        sponsor: { name: 'Portico lab (sponsored)' },
      },
    })
  })

  it('lists the chains with a bundler for a project, sponsored only under its policy, with the Delegation Framework of each', async () => {
    const networks = async (projectId: string) => {
      const response = await fetch(`${cloud.url}/v1/smart-accounts?projectId=${projectId}`, {
        headers: { origin: 'https://any.example' },
      })
      return { status: response.status, body: await response.json() }
    }
    const chains = devnet.eip155.smartAccounts.bundlers.map((each) => `eip155:${each.chainId}`)
    // The devnet's Delegation Framework, for the frame's ERC-7715 grants (the seven contracts a grant uses).
    const { delegationManager, eip7702StatelessDeleGator, enforcers } = devnet.eip155.smartAccounts.delegation
    const delegation = {
      delegationManager,
      eip7702StatelessDeleGator,
      enforcers: {
        nativeTokenPeriodTransfer: enforcers.nativeTokenPeriodTransfer,
        nativeTokenTransferAmount: enforcers.nativeTokenTransferAmount,
        erc20PeriodTransfer: enforcers.erc20PeriodTransfer,
        erc20TransferAmount: enforcers.erc20TransferAmount,
        timestamp: enforcers.timestamp,
        exactCalldata: enforcers.exactCalldata,
        valueLte: enforcers.valueLte,
      },
    }

    expect(await networks(SPONSORED)).toEqual({
      status: 200,
      body: { networks: chains.map((chainId) => ({ chainId, sponsored: true, delegation })) },
    })
    expect((await networks(LAB)).body).toEqual({
      networks: chains.map((chainId) => ({ chainId, sponsored: false, delegation })),
    })
    expect(await networks('no-such-project')).toMatchObject({
      status: 403,
      body: { error: 'invalid_project_id' },
    })
  })

  it('lists no chain for a project that switched smart accounts off, and its bundler and paymaster refuse it', async () => {
    const created = await admin('/projects', 'POST', {
      id: 'aa-off',
      name: 'EOA only',
      allowedOrigins: [LAB_ORIGIN],
      sponsorship: { enabled: true, dailyLimitPerAccountWei: ONE_ETH.toString() },
    })
    expect(created.body).toMatchObject({ smartAccountsEnabled: true })
    const patched = await admin('/projects/aa-off', 'PATCH', { smartAccountsEnabled: false })
    expect(patched.body).toMatchObject({ smartAccountsEnabled: false, sponsorship: { enabled: true } })

    const listed = await fetch(`${cloud.url}/v1/smart-accounts?projectId=aa-off`)
    expect(await listed.json()).toEqual({ networks: [] })
    const refused = {
      status: 403,
      body: { error: 'smart_accounts_disabled', message: 'Smart accounts are off for this project' },
    }
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }
    const headers = { origin: LAB_ORIGIN }
    expect(await post(endpoint('bundler', 'aa-off'), call, headers)).toMatchObject(refused)
    expect(
      await post(endpoint('paymaster', 'aa-off'), { ...call, method: 'pm_getPaymasterStubData' }, headers),
    ).toMatchObject(refused)

    await admin('/projects/aa-off', 'PATCH', { smartAccountsEnabled: true })
    expect(await post(endpoint('bundler', 'aa-off'), call, headers)).toMatchObject({
      status: 200,
      body: { id: 1, result: [entryPoint07Address] },
    })
  })

  it('forwards the bundler methods and refuses every other one in place', async () => {
    const answers = await post(endpoint('bundler', LAB), [
      { jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 3, method: 'eth_sendTransaction', params: [{}] },
      { jsonrpc: '2.0', id: 4, method: 'debug_bundler_clearState', params: [] },
      { jsonrpc: '2.0', id: 5, method: 'pimlico_getUserOperationGasPrice', params: [] },
    ])
    expect(answers.status).toBe(200)
    expect(answers.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: [entryPoint07Address] },
      { jsonrpc: '2.0', id: 2, result: `0x${chainId.toString(16)}` },
      {
        jsonrpc: '2.0',
        id: 3,
        error: { code: -32004, message: 'Method not supported: eth_sendTransaction' },
      },
      {
        jsonrpc: '2.0',
        id: 4,
        error: { code: -32004, message: 'Method not supported: debug_bundler_clearState' },
      },
      {
        jsonrpc: '2.0',
        id: 5,
        error: { code: -32004, message: 'Method not supported: pimlico_getUserOperationGasPrice' },
      },
    ])
    const paymaster = await post(endpoint('paymaster', SPONSORED), {
      jsonrpc: '2.0',
      id: 1,
      method: 'pm_sponsorUserOperation',
      params: [],
    })
    expect(paymaster.body).toMatchObject({ id: 1, error: { code: -32004 } })
  })

  describe('hostile input, each with its clear answer', () => {
    const stub = (
      operation: Record<string, unknown>,
      entryPoint: string = entryPoint07Address,
      chain?: string,
    ) => ({
      jsonrpc: '2.0',
      id: 1,
      method: 'pm_getPaymasterStubData',
      params: [
        { sender: devnetEvmAccounts[1].address, nonce: '0x0', callData: '0x', ...operation },
        entryPoint,
        chain ?? `0x${chainId.toString(16)}`,
      ],
    })
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }

    it.each([
      [
        'a huge body',
        () => post(endpoint('bundler', LAB), { ...call, params: ['ab'.repeat(2_000_000)] }),
        413,
        'payload_too_large',
      ],
      ['malformed JSON', () => post(endpoint('bundler', LAB), '{"jsonrpc":'), 400, 'invalid_request'],
      [
        'a batch of 51',
        () =>
          post(
            endpoint('bundler', LAB),
            Array.from({ length: 51 }, () => call),
          ),
        400,
        'invalid_request',
      ],
      ['an empty batch', () => post(endpoint('paymaster', LAB), []), 400, 'invalid_request'],
      [
        'a request without jsonrpc',
        () => post(endpoint('bundler', LAB), { id: 1, method: 'eth_chainId' }),
        400,
        'invalid_request',
      ],
      [
        'a chain without a bundler',
        () => post(endpoint('bundler', LAB, 'eip155:1'), call),
        400,
        'unsupported_chain',
      ],
      [
        'a malformed chain id',
        () => post(endpoint('paymaster', LAB, 'eip155:x'), call),
        400,
        'unsupported_chain',
      ],
      [
        'an unknown project',
        () => post(endpoint('bundler', 'no-such-project'), call),
        403,
        'invalid_project_id',
      ],
      [
        'no project',
        () => post(`${cloud.url}/v1/bundler?chainId=eip155:${chainId}`, call),
        400,
        'missing_project_id',
      ],
      [
        'another origin',
        () => post(endpoint('paymaster', SPONSORED), stub({}), { origin: 'https://evil.example' }),
        403,
        'origin_not_allowlisted',
      ],
    ])('%s', async (_label, send, status, code) => {
      expect(await send()).toMatchObject({ status, body: { error: code } })
    })

    it.each([
      ['bad hex in the nonce', () => stub({ nonce: '0xzz' })],
      ['bad hex in the call data', () => stub({ callData: '0x123' })],
      ['a sender that is no address', () => stub({ sender: '0x1234' })],
      ['another EntryPoint', () => stub({}, devnetEvmAccounts[2].address)],
      ['another chain than the query', () => stub({}, entryPoint07Address, '0x1')],
      ['no params', () => ({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData' })],
    ])('%s: -32602 invalid_user_operation in place', async (_label, body) => {
      expect(await post(endpoint('paymaster', SPONSORED), body())).toMatchObject({
        status: 200,
        body: { id: 1, error: { code: -32602, data: { reason: 'invalid_user_operation' } } },
      })
    })

    it('answers an allowed origin and the bundler in order, keeping the ids', async () => {
      const answer = await post(endpoint('bundler', SPONSORED), [call, { ...call, id: 'b' }], {
        origin: LAB_ORIGIN,
      })
      expect(answer.body).toMatchObject([{ id: 1 }, { id: 'b' }])
    })
  })
})
