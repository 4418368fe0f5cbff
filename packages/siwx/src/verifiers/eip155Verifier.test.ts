import { type Devnet, devnetEvmAccounts, startDevnet } from '@portico/devnet'
import { createTestWallet } from '@portico/testing'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  serializeErc6492Signature,
  stringToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll } from 'vitest'
import {
  describeSiwxVerifierConformance,
  type SiwxVerifierFixture,
} from '../conformance/describeSiwxVerifierConformance.js'
import { ownedWalletFactoryArtifact } from '../testWorld/ownedWalletArtifacts.js'
import { eip155Verifier } from './eip155Verifier.js'

let started: Promise<Devnet<'eip155'>> | undefined
const devnet = () => {
  started ??= startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  return started
}
afterAll(async () => {
  await (await started)?.stop()
})

const [, owner, other, deployer] = devnetEvmAccounts
if (!owner || !other || !deployer) throw new Error('devnet accounts missing')

/** The test wallet (the owner's key) on the devnet chain, and the chain's RPC URL. */
async function ownerWallet() {
  const [chain] = (await devnet()).eip155.chains
  if (!chain || !owner) throw new Error('no devnet chain')
  const wallet = createTestWallet({
    privateKey: owner.privateKey as Hex,
    chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name }],
  })
  await wallet.request({ method: 'eth_requestAccounts' })
  const sign = (message: string) =>
    wallet.request({ method: 'personal_sign', params: [stringToHex(message), owner.address as Hex] })
  return { chain, sign }
}

/** Deploys the smart-account factory from the deployer account. */
async function deployFactory(rpcUrl: string) {
  const account = privateKeyToAccount(deployer?.privateKey as Hex)
  const walletClient = createWalletClient({ account, transport: http(rpcUrl) })
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const hash = await walletClient.deployContract({
    chain: null,
    abi: ownedWalletFactoryArtifact.abi,
    bytecode: ownedWalletFactoryArtifact.bytecode,
  })
  const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash })
  if (!contractAddress) throw new Error('factory not deployed')
  const predict = (salt: Hex) =>
    publicClient.readContract({
      address: contractAddress,
      abi: ownedWalletFactoryArtifact.abi,
      functionName: 'predict',
      args: [owner?.address as Hex, salt],
    })
  const deploy = async (salt: Hex) => {
    const deployed = await walletClient.writeContract({
      chain: null,
      address: contractAddress,
      abi: ownedWalletFactoryArtifact.abi,
      functionName: 'deploy',
      args: [owner?.address as Hex, salt],
    })
    await publicClient.waitForTransactionReceipt({ hash: deployed })
  }
  return { factory: contractAddress, predict, deploy }
}

const fixture = (
  chain: { chainId: number; rpcUrl: string },
  parts: Pick<SiwxVerifierFixture, 'address' | 'sign'>,
) => ({
  verifier: eip155Verifier({ rpcUrls: { [`eip155:${chain.chainId}`]: chain.rpcUrl } }),
  chainId: `eip155:${chain.chainId}` as const,
  otherAddress: other.address,
  ...parts,
})

describeSiwxVerifierConformance('eip155 (EOA)', async () => {
  const { chain, sign } = await ownerWallet()
  return fixture(chain, { address: owner.address, sign })
})

describeSiwxVerifierConformance('eip155 (ERC-1271 smart account, deployed)', async () => {
  const { chain, sign } = await ownerWallet()
  const { predict, deploy } = await deployFactory(chain.rpcUrl)
  const salt = stringToHex('deployed', { size: 32 })
  await deploy(salt)
  return fixture(chain, { address: await predict(salt), sign })
})

describeSiwxVerifierConformance('eip155 (ERC-6492 smart account, not yet deployed)', async () => {
  const { chain, sign } = await ownerWallet()
  const { factory, predict } = await deployFactory(chain.rpcUrl)
  const salt = stringToHex('counterfactual', { size: 32 })
  const factoryData = encodeFunctionData({
    abi: ownedWalletFactoryArtifact.abi,
    functionName: 'deploy',
    args: [owner.address as Hex, salt],
  })
  return fixture(chain, {
    address: await predict(salt),
    sign: async (message) =>
      serializeErc6492Signature({ address: factory, data: factoryData, signature: await sign(message) }),
  })
})
