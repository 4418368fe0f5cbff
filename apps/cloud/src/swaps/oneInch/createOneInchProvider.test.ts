import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SwapProvider } from '../SwapProvider.js'
import { createOneInchProvider } from './createOneInchProvider.js'

const KEY = 'test-1inch-key'
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USER = `0x${'ab'.repeat(20)}` as const
const ROUTER = '0x111111125421ca6dc452d289314280a0f8842a65'

/** A local stand-in for the 1inch swap API v6.0: answers by path, and misbehaves on the chains tests pick. */
function standIn(request: IncomingMessage, response: ServerResponse, seen: URL[]) {
  const url = new URL(request.url ?? '/', 'http://stand-in')
  seen.push(url)
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  if (request.headers.authorization !== `Bearer ${KEY}`) return json(401, { description: 'Unauthorized' })
  const [, , , chain, ...rest] = url.pathname.split('/')
  const path = rest.join('/')
  if (chain === '10') return // never answers: the timeout case
  if (chain === '56') return json(500, { description: 'internal' })
  if (chain === '137') return json(200, { dstAmount: 'lots' })
  if (path === 'tokens') {
    return json(200, {
      tokens: {
        [USDC]: {
          address: USDC,
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
          logoURI: 'https://x/usdc.png',
        },
      },
    })
  }
  if (path === 'quote') {
    if (url.searchParams.get('dst') === NATIVE) return json(400, { description: 'insufficient liquidity' })
    return json(200, { dstAmount: '3100000000' })
  }
  if (path === 'approve/spender') return json(200, { address: ROUTER })
  if (path === 'swap') {
    return json(200, {
      dstAmount: '3100000000',
      tx: {
        from: USER,
        to: ROUTER,
        data: '0x12aa3caf',
        value: '1000000000000000000',
        gas: 180_000,
        gasPrice: '1',
      },
    })
  }
  json(404, { description: 'not found' })
}

describe('the 1inch provider', () => {
  let server: Server
  let provider: SwapProvider
  const seen: URL[] = []

  beforeAll(async () => {
    server = createServer((request, response) => standIn(request, response, seen))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    provider = createOneInchProvider({ apiKey: KEY, baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 30_000 })
  })
  afterAll(async () => {
    server.closeAllConnections()
    server.close()
  })

  it('reads tokens, quotes, the spender and the swap from the API with the key', async () => {
    expect(provider.supports('eip155:1')).toBe(true)
    expect(provider.supports('eip155:31337')).toBe(false)
    expect(await provider.tokens('eip155:1')).toEqual([
      {
        address: USDC,
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
        logoUri: 'https://x/usdc.png',
        transferFeeBps: 0,
      },
    ])
    const request = { chainId: 'eip155:1', from: NATIVE, to: USDC, amount: 10n ** 18n } as const
    expect(await provider.quote(request)).toMatchObject({ toAmount: 3_100_000_000n, feeOnTransfer: false })
    expect(await provider.spender('eip155:1')).toBe(ROUTER)
    const built = await provider.buildSwap({ ...request, userAddress: USER, slippageBps: 150 })
    expect(built).toMatchObject({
      toAmount: 3_100_000_000n,
      minimumToAmount: 3_053_500_000n,
      tx: { to: ROUTER, data: '0x12aa3caf', value: 10n ** 18n, gas: 180_000n },
    })
    const swap = seen.find((url) => url.pathname === '/swap/v6.0/1/swap')
    expect(Object.fromEntries(swap?.searchParams ?? [])).toMatchObject({
      src: NATIVE,
      dst: USDC,
      amount: '1000000000000000000',
      from: USER,
      slippage: '1.5',
    })
  })

  it('answers a timeout, an error status and an unreadable answer with clear 502 codes, never the raw upstream', async () => {
    const request = { from: NATIVE, to: USDC, amount: 1n } as const
    const { port } = server.address() as AddressInfo
    // The stand-in never answers on chain 10: any timeout shows it.
    const impatient = createOneInchProvider({
      apiKey: KEY,
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 300,
    })
    await expect(impatient.quote({ ...request, chainId: 'eip155:10' })).rejects.toMatchObject({
      status: 502,
      code: 'swap_provider_timeout',
    })
    await expect(provider.quote({ ...request, chainId: 'eip155:56' })).rejects.toMatchObject({
      status: 502,
      code: 'swap_provider_error',
      message: 'The swap provider 1inch failed: answered 500: internal',
    })
    await expect(provider.quote({ ...request, chainId: 'eip155:137' })).rejects.toMatchObject({
      status: 502,
      code: 'swap_provider_error',
      message: 'The swap provider 1inch failed: answered in an unexpected shape',
    })
    await expect(
      provider.quote({ chainId: 'eip155:1', from: USDC, to: NATIVE, amount: 1n }),
    ).rejects.toMatchObject({
      code: 'swap_provider_error',
      message: 'The swap provider 1inch failed: answered 400: insufficient liquidity',
    })
  })

  it('refuses a wrong key as an upstream error', async () => {
    const { port } = server.address() as AddressInfo
    const wrong = createOneInchProvider({
      apiKey: 'wrong',
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2_000,
    })
    await expect(wrong.spender('eip155:1')).rejects.toMatchObject({ code: 'swap_provider_error' })
  })
})
