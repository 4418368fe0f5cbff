import { expect, it } from 'vitest'
import { currencyImageUrl } from './currencyImageUrl.js'
import { networkImageUrl } from './networkImageUrl.js'

it("is the network's own image, else the cloud's asset image by its image id or CAIP-2 id, and nothing without either", () => {
  const mainnet = { caipNetworkId: 'eip155:1' as const }
  expect(networkImageUrl('http://127.0.0.1:4000/', mainnet)).toBe(
    'http://127.0.0.1:4000/public/getAssetImage/eip155-1',
  )
  expect(networkImageUrl('http://127.0.0.1:4000', { ...mainnet, assets: { imageId: 'eth mainnet' } })).toBe(
    'http://127.0.0.1:4000/public/getAssetImage/ethmainnet',
  )
  expect(
    networkImageUrl('http://127.0.0.1:4000', {
      ...mainnet,
      assets: { imageUrl: 'https://app.example/eth.svg' },
    }),
  ).toBe('https://app.example/eth.svg')
  expect(networkImageUrl(undefined, mainnet)).toBeUndefined()
})

it("is the cloud's currency image for the code, and nothing without a cloud", () => {
  expect(currencyImageUrl('http://127.0.0.1:4000/', 'USD')).toBe(
    'http://127.0.0.1:4000/public/getCurrencyImage/USD',
  )
  expect(currencyImageUrl(undefined, 'USD')).toBeUndefined()
})
