import { expect, it } from 'vitest'
import { defineNetwork } from '../caip/defineNetwork.js'
import { createAccountState } from './createAccountState.js'
import { placeAccount } from './placeAccount.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

it('gives the address its CAIP-10 id and its explorer page, and follows a network without an explorer', () => {
  const account = createAccountState()
  const mainnet = defineNetwork({
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example'] } },
    blockExplorers: { default: { name: 'Scan', url: 'https://scan.example/' } },
  })
  placeAccount(account, 'eip155', mainnet, ADDRESS)
  expect(account).toMatchObject({
    address: ADDRESS,
    caipAddress: `eip155:1:${ADDRESS}`,
    addressExplorerUrl: `https://scan.example/address/${ADDRESS}`,
  })
  const { blockExplorers: _, ...withoutExplorer } = mainnet
  const local = defineNetwork({ ...withoutExplorer, id: 31337, name: 'Local' })
  placeAccount(account, 'eip155', local, ADDRESS)
  expect(account.caipAddress).toBe(`eip155:31337:${ADDRESS}`)
  expect(account.addressExplorerUrl).toBeUndefined()
})
