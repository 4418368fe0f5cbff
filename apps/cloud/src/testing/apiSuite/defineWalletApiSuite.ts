import { describe, expect, it } from 'vitest'
import { LAB } from './apiSuiteFixtures.js'
import type { ApiSuiteClient } from './createApiSuiteClient.js'

/** The API suite's part for GET /getWallets (search, filters, paging) and the image routes. */
export function defineWalletApiSuite(api: ApiSuiteClient): void {
  const { call } = api
  describe('GET /getWallets', () => {
    const wallets = (query: string) => call(`/getWallets?projectId=${LAB}&${query}`)

    it('lists the catalogue by rank, 40 per page by default, with the total count', async () => {
      const { status, body } = await wallets('page=1')
      expect(status).toBe(200)
      expect(body.count).toBeGreaterThan(100)
      expect(body.data).toHaveLength(40)
      expect(body.data[0]).toMatchObject({
        id: 'metamask',
        name: 'MetaMask',
        image_id: 'metamask',
        rdns: 'io.metamask',
      })
      const page2 = await wallets('page=2&entries=40')
      expect(page2.body.data[0].id).not.toBe(body.data[0].id)
    })

    it('searches with ranking, include, exclude, chains and badge filters', async () => {
      expect((await wallets('search=trust&entries=100')).body.data[0].name).toBe('Trust Wallet')
      expect((await wallets('search=metamsk')).body.data[0].name).toBe('MetaMask')
      const included = await wallets('include=phantom,rainbow')
      expect(included.body.data.map((w: { id: string }) => w.id)).toEqual(['phantom', 'rainbow'])
      expect(included.body.count).toBe(2)
      const excluded = await wallets('search=metamask&exclude=metamask')
      expect(excluded.body.data.map((w: { id: string }) => w.id)).not.toContain('metamask')
      const bitcoin = await wallets('chains=bip122:000000000019d6689c085ae165831e93&entries=100')
      expect(bitcoin.body.data.length).toBeGreaterThan(5)
      for (const wallet of bitcoin.body.data)
        expect(wallet.chains).toContain('bip122:000000000019d6689c085ae165831e93')
      const certified = await wallets('badge_type=certified&entries=100')
      for (const wallet of certified.body.data) expect(wallet.badge_type).toBe('certified')
    })

    it('filters chains by a whole namespace as well as by CAIP-2 ids, comma-separated', async () => {
      const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
      const evm = await wallets('chains=eip155&entries=100')
      expect(evm.body.count).toBeGreaterThan(50)
      for (const wallet of evm.body.data)
        expect(wallet.chains.some((chain: string) => chain.startsWith('eip155:'))).toBe(true)
      const exact = await wallets(`chains=${solana}&entries=100`)
      const either = await wallets(`chains=bip122,${solana}&entries=100`)
      expect(either.body.count).toBeGreaterThan(exact.body.count)
      for (const wallet of either.body.data)
        expect(wallet.chains.some((chain: string) => chain === solana || chain.startsWith('bip122:'))).toBe(
          true,
        )
      expect((await wallets('chains=cosmos:cosmoshub-4,bip122')).status).toBe(200)
    })

    it('answers at most 100 wallets a page: larger entries are clamped to 100', async () => {
      const { status, body } = await wallets('entries=500')
      expect(status).toBe(200)
      expect(body.data).toHaveLength(100)
      expect(body.count).toBeGreaterThan(100)
    })

    it('400 invalid_request for out-of-range paging or malformed filters', async () => {
      for (const query of [
        'entries=0',
        'entries=x',
        'page=0',
        'chains=not-a-chain',
        'chains=eip155:',
        'badge_type=gold',
      ]) {
        expect(await wallets(query)).toMatchObject({ status: 400, body: { error: 'invalid_request' } })
      }
    })
  })

  describe('images', () => {
    it('serves generated wallet images as SVG and 404 for unknown ids', async () => {
      const image = await call('/getWalletImage/metamask')
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toContain('image/svg+xml')
      expect(image.body).toContain('>ME</text>')
      expect(await call('/getWalletImage/unknown-wallet')).toMatchObject({
        status: 404,
        body: { error: 'not_found' },
      })
      expect(await call('/getWalletImage/..%2Fetc')).toMatchObject({ status: 400 })
    })

    it('serves asset, currency and token images for any well-formed id', async () => {
      for (const path of [
        '/public/getAssetImage/eip155-1',
        '/public/getCurrencyImage/USD',
        '/public/getTokenImage/ETH',
      ]) {
        const image = await call(path)
        expect(image.status).toBe(200)
        expect(image.headers.get('content-type')).toContain('image/svg+xml')
      }
    })
  })
}
