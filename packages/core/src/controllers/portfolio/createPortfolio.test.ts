import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet, fakeSolana } from '../../conformance/fakeNetworks.js'
import { createMemoryBackend } from '../../storage/createMemoryBackend.js'
import type { TokenBalance } from '../../types/account.js'

const SOL: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: fakeSolana.caipNetworkId,
  quantity: { decimals: '9', numeric: '1.5' },
  iconUrl: '',
}
const USDC: TokenBalance = {
  ...SOL,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'Mint1111',
  quantity: { decimals: '6', numeric: '5' },
}

async function solanaPortico(network = fakeSolana) {
  const reads: { address: string; network: string }[] = []
  let holdings = [SOL, USDC]
  const solana = Object.assign(
    createFakeAdapter({ namespace: 'solana', accounts: ['So1anaAddre55'], chainId: fakeSolana.id }),
    {
      async readTokenBalances({ address, network }: { address: string; network: { caipNetworkId: string } }) {
        reads.push({ address, network: network.caipNetworkId })
        return holdings
      },
    },
  )
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet, network],
    adapters: [createFakeAdapter(), solana],
    storage: createMemoryBackend(),
  })
  await portico.ready
  return { portico, reads, hold: (next: TokenBalance[]) => (holdings = next) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the portfolio on a namespace whose adapter reads the tokens itself', () => {
  it("lists the adapter's reading for the connected account, keeps it 30 s, and writes it to the account", async () => {
    const start = new Date('2026-01-01T00:00:00Z').getTime()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start)
    const { portico, reads, hold } = await solanaPortico()
    expect(await portico.portfolio.getTokens({ namespace: 'solana' })).toEqual([])
    await portico.connect({ connectorId: 'fake', namespace: 'solana' })

    expect(await portico.portfolio.getTokens({ namespace: 'solana' })).toEqual([SOL, USDC])
    expect(reads).toEqual([{ address: 'So1anaAddre55', network: fakeSolana.caipNetworkId }])
    expect(portico.state.chains.solana?.accountState.tokenBalance).toEqual([SOL, USDC])

    hold([SOL])
    vi.setSystemTime(start + 29_000)
    expect(await portico.portfolio.getTokens({ namespace: 'solana' })).toEqual([SOL, USDC])
    expect(await portico.portfolio.getTokens({ namespace: 'solana', force: true })).toEqual([SOL])
    expect(reads).toHaveLength(2)
    // NFTs come from the cloud, which serves EVM only.
    expect(await portico.portfolio.getNfts({ namespace: 'solana' })).toEqual([])
  })

  it("names the native token as the app's network names its coin, not as the balance source does", async () => {
    const labSol = { ...fakeSolana, nativeCurrency: { name: 'Lab Sol', symbol: 'LSOL', decimals: 9 } }
    const { portico } = await solanaPortico(labSol)
    await portico.connect({ connectorId: 'fake', namespace: 'solana' })
    const [native, token] = await portico.portfolio.getTokens({ namespace: 'solana' })
    expect(native).toMatchObject({
      name: 'Lab Sol',
      symbol: 'LSOL',
      quantity: { decimals: '9', numeric: '1.5' },
    })
    expect(token).toEqual(USDC)
    expect(portico.state.chains.solana?.accountState.tokenBalance?.[0]?.symbol).toBe('LSOL')
  })

  it('an EVM account without a cloud has no source: empty lists', async () => {
    const { portico } = await solanaPortico()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    expect(await portico.portfolio.getTokens({ namespace: 'eip155' })).toEqual([])
  })
})
