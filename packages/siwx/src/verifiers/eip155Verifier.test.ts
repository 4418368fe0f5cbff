import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Devnet, devnetEvmAccounts, devnetSafeContracts, startDevnet } from '@portico/devnet'
import { createTestWallet } from '@portico/testing'
import { toSafeSmartAccount } from 'permissionless/accounts'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  serializeErc6492Signature,
  stringToHex,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, it } from 'vitest'
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

/** The embedded wallet's kind of account: a Safe 1.4.1 with its 4337 module, owned by a fresh key, on the devnet. */
async function safeAccount() {
  const [chain] = (await devnet()).eip155.chains
  if (!chain) throw new Error('no devnet chain')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const account = await toSafeSmartAccount({
    client,
    owners: [privateKeyToAccount(generatePrivateKey())],
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    safeSingletonAddress: devnetSafeContracts.singletonL2,
  })
  /** Deploys the Safe as its first user operation would: its factory call, here sent by the deployer account. */
  const deploy = async () => {
    const { factory, factoryData } = await account.getFactoryArgs()
    if (!factory || !factoryData) throw new Error('the Safe is deployed already')
    const walletClient = createWalletClient({
      account: privateKeyToAccount(deployer?.privateKey as Hex),
      transport: http(chain.rpcUrl),
    })
    const hash = await walletClient.sendTransaction({ chain: null, to: factory, data: factoryData })
    await client.waitForTransactionReceipt({ hash })
  }
  return { chain, account, deploy, sign: (message: string) => account.signMessage({ message }) }
}

describeSiwxVerifierConformance('eip155 (Safe 1.4.1, not yet deployed: ERC-6492)', async () => {
  const { chain, account, sign } = await safeAccount()
  return fixture(chain, { address: account.address, sign })
})

describeSiwxVerifierConformance('eip155 (Safe 1.4.1, deployed: ERC-1271)', async () => {
  const { chain, account, deploy, sign } = await safeAccount()
  await deploy()
  return fixture(chain, { address: account.address, sign })
})

it("verifies an EOA's signature offline first: its node is asked nothing (and one that is down refuses nothing)", async () => {
  const { sign } = await ownerWallet()
  const asked: string[] = []
  const node = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      asked.push(body)
      response.writeHead(503).end()
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  try {
    const rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}/`
    const verifier = eip155Verifier({ rpcUrls: { 'eip155:31337': rpcUrl } })
    const message = 'Sign in while the node is down'
    const signature = await sign(message)
    const verify = (address: string) =>
      verifier.verify({ message, signature, address, chainId: 'eip155:31337', network: undefined })

    expect(await verify(owner.address)).toBe(true)
    expect(asked).toEqual([])
    // Another address could be a smart account: the chain is asked, and a node that is down refuses.
    expect(await verify(other.address)).toBe(false)
    expect(asked.length).toBeGreaterThan(0)
  } finally {
    await new Promise((resolve) => node.close(resolve))
  }
})
