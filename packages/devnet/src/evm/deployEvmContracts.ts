import { createWalletClient, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ChainStartError } from '../errors/ChainStartError.js'
import {
  collectibleNftArtifact,
  standardTokenArtifact,
  tetherLikeTokenArtifact,
} from '../generated/evmContracts.js'
import { type DevnetEvmChain, defineDevnetEvmChain } from './defineDevnetEvmChain.js'
import { devnetEvmAccounts } from './devnetEvmAccounts.js'
import { devnetEvmContracts, devnetEvmDeployer } from './devnetEvmContracts.js'

/** Deploys the devnet tokens and collection on a fresh chain, at the addresses `devnetEvmContracts` lists. */
export async function deployEvmContracts(chain: DevnetEvmChain): Promise<void> {
  const client = createWalletClient({
    account: privateKeyToAccount(devnetEvmDeployer.privateKey),
    chain: defineDevnetEvmChain(chain),
    transport: http(chain.rpcUrl),
    pollingInterval: 20,
  }).extend(publicActions)
  const holders = devnetEvmAccounts.map((account) => account.address)
  const { usdt, token, nft } = devnetEvmContracts

  // One after the other, with explicit nonces: the addresses follow from (deployer, nonce).
  const deployments = [
    () =>
      client.deployContract({
        ...tetherLikeTokenArtifact,
        args: [holders, usdt.balancePerAccount],
        nonce: 0,
      }),
    () =>
      client.deployContract({ ...standardTokenArtifact, args: [holders, token.balancePerAccount], nonce: 1 }),
    () =>
      client.deployContract({
        ...collectibleNftArtifact,
        args: [nft.owner, BigInt(nft.tokenIds.length)],
        nonce: 2,
      }),
  ]
  const receipts = []
  for (const deploy of deployments) {
    receipts.push(await client.waitForTransactionReceipt({ hash: await deploy() }))
  }
  const expected = [usdt.address, token.address, nft.address]
  receipts.forEach((receipt, index) => {
    if (
      receipt.status !== 'success' ||
      receipt.contractAddress?.toLowerCase() !== expected[index]?.toLowerCase()
    ) {
      throw new ChainStartError({
        chain: chain.name,
        reason: `contract deployment ${index} did not land at ${expected[index]}`,
        details: `status ${receipt.status}, address ${receipt.contractAddress}`,
      })
    }
  })
}
