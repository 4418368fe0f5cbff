import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { ChainStartError } from '../errors/ChainStartError.js'
import type { RunningNamespace, StartNamespaceOptions } from '../namespaces/RunningNamespace.js'
import { pollUntil } from '../process/pollUntil.js'
import { startAllOrNone } from '../process/startAllOrNone.js'
import type { DevnetEvmChain } from './defineDevnetEvmChain.js'
import { devnetDelegationContracts } from './delegation/devnetDelegationContracts.js'
import { deployEvmContracts } from './deployEvmContracts.js'
import { devnetEvmAccounts } from './devnetEvmAccounts.js'
import { devnetEvmChainSpecs } from './devnetEvmChainSpecs.js'
import { devnetEvmContracts } from './devnetEvmContracts.js'
import type { EvmDevnetInfo } from './EvmDevnetInfo.js'
import { devnetEvmMarket } from './market/devnetEvmMarket.js'
import { devnetSafeContracts } from './smartAccounts/devnetSafeContracts.js'
import { devnetSmartAccountContracts } from './smartAccounts/devnetSmartAccountContracts.js'
import { type RunningBundler, startBundler } from './smartAccounts/startBundler.js'
import { spawnAnvil } from './spawnAnvil.js'

/** The bundlers' ports with `ports: 'default'`, one per chain of devnetEvmChainSpecs. */
const DEFAULT_BUNDLER_PORTS = [4337, 4338] as const

/**
 * Starts both anvil chains, waits until each answers `eth_chainId`, deploys the contracts (the ERC-4337 ones with a
 * new paymaster signer) and, with `bundlers`, starts a bundler per chain, in parallel.
 */
export async function startEvmDevnet({
  ports,
  bundlers: withBundlers = false,
}: StartNamespaceOptions): Promise<RunningNamespace<EvmDevnetInfo>> {
  const anvils = await startAllOrNone(
    devnetEvmChainSpecs.map(
      (spec) => () => spawnAnvil({ ...spec, port: ports === 'ephemeral' ? 0 : spec.defaultPort }),
    ),
  )
  let bundlers: RunningBundler[] = []
  const stop = async () => {
    await Promise.all(bundlers.map((bundler) => bundler.stop()))
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
  const chains: DevnetEvmChain[] = devnetEvmChainSpecs.map((spec, index) => ({
    chainId: spec.chainId,
    name: spec.name,
    rpcUrl: `http://127.0.0.1:${anvils[index]?.port}`,
    wsUrl: `ws://127.0.0.1:${anvils[index]?.port}`,
  }))
  const paymasterSignerKey = generatePrivateKey()
  const paymasterSigner = privateKeyToAddress(paymasterSignerKey)
  try {
    await Promise.all(chains.map(waitForChainId))
    await Promise.all(chains.map((chain) => deployEvmContracts(chain, { paymasterSigner })))
    bundlers = await startAllOrNone(
      (withBundlers ? chains : []).map(
        (chain, index) => () =>
          startBundler({ chain, port: ports === 'ephemeral' ? 0 : (DEFAULT_BUNDLER_PORTS[index] ?? 0) }),
      ),
    )
  } catch (error) {
    await stop()
    throw error
  }
  const accounts = devnetEvmAccounts.map((account) => ({ ...account }))
  const { entryPoint, simpleAccountFactory, verifyingPaymaster } = devnetSmartAccountContracts
  const smartAccounts: EvmDevnetInfo['smartAccounts'] = {
    entryPointVersion: devnetSmartAccountContracts.entryPointVersion,
    entryPoint: entryPoint.address,
    simpleAccountFactory: simpleAccountFactory.address,
    paymaster: verifyingPaymaster.address,
    paymasterSigner: { address: paymasterSigner, privateKey: paymasterSignerKey },
    safe: safeInfo(),
    delegation: delegationInfo(),
    bundlers: bundlers.map((bundler, index) => ({ chainId: chains[index]?.chainId ?? 0, url: bundler.url })),
  }
  return { info: { chains, accounts, contracts: contractsInfo(), smartAccounts }, stop }
}

function safeInfo(): EvmDevnetInfo['smartAccounts']['safe'] {
  const { safeVersion, moduleVersion, singletonFactory: _, salt: __, ...addresses } = devnetSafeContracts
  return { version: safeVersion, moduleVersion, ...addresses }
}

function delegationInfo(): EvmDevnetInfo['smartAccounts']['delegation'] {
  const { frameworkPackage, delegationManager, eip7702StatelessDeleGator, enforcers } =
    devnetDelegationContracts
  return { frameworkPackage, delegationManager, eip7702StatelessDeleGator, enforcers: { ...enforcers } }
}

async function waitForChainId(chain: DevnetEvmChain): Promise<void> {
  await pollUntil({
    timeoutMs: 10_000,
    check: async () => {
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      const { result } = (await response.json()) as { result?: string }
      return result !== undefined && Number(result) === chain.chainId ? true : undefined
    },
    onTimeout: (cause) =>
      new ChainStartError({ chain: chain.name, reason: `no eth_chainId answer at ${chain.rpcUrl}`, cause }),
  })
}

function contractsInfo(): EvmDevnetInfo['contracts'] {
  const { usdt, token, nft, usdc } = devnetEvmContracts
  const { weth, feeOnTransferToken: fee, factory, router, pairInitCodeHash, pools } = devnetEvmMarket
  return {
    usdt: { address: usdt.address, name: usdt.name, symbol: usdt.symbol, decimals: usdt.decimals },
    token: { address: token.address, name: token.name, symbol: token.symbol, decimals: token.decimals },
    nft: {
      address: nft.address,
      name: nft.name,
      symbol: nft.symbol,
      owner: nft.owner,
      tokenIds: nft.tokenIds.map(Number),
    },
    usdc: { address: usdc.address, name: usdc.name, symbol: usdc.symbol, decimals: usdc.decimals },
    market: {
      weth: { address: weth.address, name: weth.name, symbol: weth.symbol, decimals: weth.decimals },
      feeOnTransferToken: {
        address: fee.address,
        name: fee.name,
        symbol: fee.symbol,
        decimals: fee.decimals,
        transferFeeBps: fee.transferFeeBps,
      },
      factory: factory.address,
      router: router.address,
      pairInitCodeHash,
      pools: pools.map(({ name, pair, tokenA, tokenB }) => ({ name, pair, tokenA, tokenB })),
    },
  }
}
