import type { Nft, TokenBalance } from '@portico/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithPortico } from '../../test/renderWithPortico.js'
import { setupPortico } from '../../test/setupPortico.js'

const usdt: TokenBalance = {
  name: 'Tether USD',
  symbol: 'USDT',
  chainId: 'eip155:1',
  address: 'eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7',
  value: 1234.5,
  price: 1,
  quantity: { decimals: '6', numeric: '1234.5' },
  iconUrl: '',
}

async function openAccount(prepare: (portico: Awaited<ReturnType<typeof setupPortico>>['portico']) => void) {
  const { portico, connect } = await setupPortico()
  prepare(portico)
  const m = await renderWithPortico(portico).modal()
  await act(connect)
  await act(() => portico.open())
  return { portico, m }
}

describe('the Account tabs', () => {
  it('Tokens lists the portfolio: name, quantity with symbol, value with 2 decimals', async () => {
    const { m } = await openAccount((portico) => {
      vi.spyOn(portico.portfolio, 'getTokens').mockImplementation(async () => {
        const account = portico.state.chains.eip155?.accountState
        if (account) account.tokenBalance = [usdt]
        return [usdt]
      })
    })
    const row = await m.findByTestId('account-token')
    expect(row.textContent).toBe('USTether USD1234.500 USDT$1,234.50')
    expect(m.getByTestId('account-token-value').textContent).toBe('$1,234.50')
  })

  it("Tokens shows the 'Token Balance Unavailable' toast when the cloud fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { m } = await openAccount((portico) => {
      vi.spyOn(portico.portfolio, 'getTokens').mockRejectedValue(new Error('cloud down'))
    })
    expect((await m.findByTestId('portico-toast')).textContent).toBe('Token Balance Unavailable')
    await waitFor(() => expect(m.getByTestId('account-tab-panel').textContent).toBe('No tokens yet'))
    warn.mockRestore()
  })

  it('NFTs lists the collectibles with their names, spam already left out by core', async () => {
    const nft: Nft = {
      chainId: 'eip155:1',
      contract: '0x1',
      tokenId: '1',
      collection: 'Portico Collectibles',
      name: 'Portico Collectible #1',
      image: null,
      isSpam: false,
    }
    const { m } = await openAccount((portico) => {
      vi.spyOn(portico.portfolio, 'getTokens').mockResolvedValue([])
      vi.spyOn(portico.portfolio, 'getNfts').mockResolvedValue([nft])
    })
    fireEvent.click(m.getByRole('tab', { name: 'NFTs' }))
    expect((await m.findByTestId('account-nft')).textContent).toBe('POPortico Collectible #1')
  })
})
