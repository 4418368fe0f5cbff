import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { makeCosmoshubPath } from '@cosmjs/stargate'
import { expect, it } from 'vitest'
import { DEVNET_COSMOS_MNEMONIC, devnetCosmosAccounts } from './devnetCosmosAccounts.js'

it('derives the accounts cosmjs derives from the mnemonic on the Cosmos Hub path', async () => {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(DEVNET_COSMOS_MNEMONIC, {
    prefix: 'portico',
    hdPaths: devnetCosmosAccounts.map((_, index) => makeCosmoshubPath(index)),
  })
  expect((await wallet.getAccounts()).map((account) => account.address)).toEqual(
    devnetCosmosAccounts.map((account) => account.address),
  )
  expect(devnetCosmosAccounts[0]?.address).toMatchInlineSnapshot(
    `"portico15yk64u7zc9g9k2yr2wmzeva5qgwxps6yjt05ah"`,
  )
})
