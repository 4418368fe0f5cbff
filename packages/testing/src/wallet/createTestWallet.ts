import { type EIP1193RequestFn, type EIP1474Methods, getAddress, type LocalAccount, numberToHex } from 'viem'
import { createPromptPolicy } from './createPromptPolicy.js'
import { createWalletCalls, WALLET_CALLS_METHODS } from './createWalletCalls.js'
import { createWalletEmitter } from './createWalletEmitter.js'
import { forwardToRpc } from './forwardToRpc.js'
import { parseAddEthereumChain } from './parseAddEthereumChain.js'
import { sendTransactionRequest } from './sendTransactionRequest.js'
import { ethSign, personalSign, signTypedDataV4 } from './signRequests.js'
import type {
  CreateTestWalletParameters,
  PromptMethod,
  TestWallet,
  TestWalletChain,
} from './TestWalletTypes.js'
import { toLocalAccount } from './toLocalAccount.js'
import { WalletRpcError, walletErrorCodes } from './WalletRpcError.js'

/** Methods a wallet answers itself and never forwards (anvil would sign them with its own keys). */
const walletOnlyMethod = /^(wallet_|personal_|eth_sign|eth_signTransaction|eth_sendTransaction)/
const forwardedMethod = /^(eth_|net_|web3_)/

/**
 * Creates an EIP-1193 test wallet: a viem local account that signs, and the chain's RPC for reads
 * and raw transactions. It behaves like an injected browser wallet (authorisation, prompts, chain
 * switching, events) and runs in Node and in a browser page alike.
 *
 * @example
 * const wallet = createTestWallet({ privateKey, chains: [{ chainId: 31337, rpcUrl, name: 'Portico Local' }] })
 * wallet.reject('personal_sign') // the next signature request fails with 4001
 */
export function createTestWallet(parameters: CreateTestWalletParameters): TestWallet {
  const chains = new Map<number, TestWalletChain>(parameters.chains.map((chain) => [chain.chainId, chain]))
  const firstChain = parameters.chains[0]
  if (!firstChain) throw new RangeError('createTestWallet needs at least one chain')
  let chainId = parameters.initialChainId ?? firstChain.chainId
  if (!chains.has(chainId)) throw new RangeError(`initialChainId ${chainId} is not one of the chains`)
  let accounts: LocalAccount[] = [toLocalAccount(parameters)]
  let authorized = parameters.authorized ?? false
  let locked = false
  const policy = createPromptPolicy()
  const emitter = createWalletEmitter()

  const addresses = () => accounts.map((account) => account.address)
  const visibleAddresses = () => (authorized && !locked ? addresses() : [])
  const activeChain = () => chains.get(chainId) as TestWalletChain
  const emitAccounts = () => emitter.emit('accountsChanged', visibleAddresses())

  const findAccount = (address: unknown): LocalAccount => {
    if (visibleAddresses().length === 0) throw WalletRpcError.unauthorized('the site is not connected')
    const account =
      typeof address === 'string'
        ? accounts.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase())
        : undefined
    if (!account) throw WalletRpcError.unauthorized(`${String(address)} is not an account of this wallet`)
    return account
  }

  const setChain = (nextChainId: number) => {
    if (!chains.has(nextChainId)) throw WalletRpcError.unrecognizedChain(nextChainId)
    if (nextChainId === chainId) return
    chainId = nextChainId
    emitter.emit('chainChanged', numberToHex(chainId))
  }

  const authorize = () => {
    const before = visibleAddresses().join()
    authorized = true
    locked = false
    if (visibleAddresses().join() !== before) emitAccounts()
    return visibleAddresses()
  }

  const permissions = () =>
    visibleAddresses().length === 0
      ? []
      : [
          {
            parentCapability: 'eth_accounts',
            invoker: typeof location === 'undefined' ? 'node' : location.origin,
            caveats: [{ type: 'restrictReturnedAccounts', value: visibleAddresses() }],
          },
        ]

  const prompted = async <T>(method: PromptMethod, run: () => T | Promise<T>): Promise<T> => {
    await policy.prompt(method)
    return run()
  }

  const handlers: Record<string, (params: unknown) => unknown> = {
    eth_accounts: () => visibleAddresses(),
    eth_coinbase: () => visibleAddresses()[0] ?? null,
    eth_chainId: () => numberToHex(chainId),
    net_version: () => String(chainId),
    eth_requestAccounts: () => {
      const visible = visibleAddresses()
      return visible.length > 0 ? visible : prompted('eth_requestAccounts', authorize)
    },
    wallet_getPermissions: () => permissions(),
    wallet_requestPermissions: () =>
      prompted('wallet_requestPermissions', () => {
        authorize()
        return permissions()
      }),
    wallet_revokePermissions: () => {
      const wasVisible = visibleAddresses().length > 0
      authorized = false
      if (wasVisible) emitAccounts()
      return null
    },
    personal_sign: (params) => {
      findAccount(Array.isArray(params) ? params[1] : undefined)
      return prompted('personal_sign', () => personalSign(findAccount, params))
    },
    eth_sign: (params) => {
      findAccount(Array.isArray(params) ? params[0] : undefined)
      return prompted('eth_sign', () => ethSign(findAccount, params))
    },
    eth_signTypedData_v4: (params) => {
      findAccount(Array.isArray(params) ? params[0] : undefined)
      return prompted('eth_signTypedData_v4', () => signTypedDataV4(findAccount, params))
    },
    eth_sendTransaction: (params) => {
      const [transaction] = Array.isArray(params) ? params : []
      if (typeof transaction !== 'object' || transaction === null) {
        throw WalletRpcError.invalidParams('eth_sendTransaction expects [transaction]')
      }
      const account = findAccount((transaction as { from?: unknown }).from)
      return prompted('eth_sendTransaction', () =>
        sendTransactionRequest(account, activeChain(), transaction),
      )
    },
    wallet_switchEthereumChain: (params) => {
      const [parameter] = Array.isArray(params) ? params : []
      const requested = Number((parameter as { chainId?: unknown } | undefined)?.chainId)
      if (!Number.isSafeInteger(requested)) throw WalletRpcError.invalidParams('expected [{ chainId }]')
      if (!chains.has(requested)) throw WalletRpcError.unrecognizedChain(requested)
      if (requested === chainId) return null
      return prompted('wallet_switchEthereumChain', () => {
        setChain(requested)
        return null
      })
    },
    wallet_addEthereumChain: (params) => {
      const chain = parseAddEthereumChain(params)
      // Like MetaMask: approving the new network also switches to it.
      return prompted('wallet_addEthereumChain', () => {
        chains.set(chain.chainId, { ...chains.get(chain.chainId), ...chain })
        setChain(chain.chainId)
        return null
      })
    },
  }

  if (parameters.calls === true) {
    const calls = createWalletCalls({
      addresses: visibleAddresses,
      chains: () => [...chains.values()],
      send: (onChain, transaction) => {
        const chain = chains.get(onChain) as TestWalletChain
        return sendTransactionRequest(findAccount(transaction.from), chain, transaction)
      },
    })
    for (const method of WALLET_CALLS_METHODS)
      handlers[method] = (params) => calls.request(method, params, () => policy.prompt('wallet_sendCalls'))
  }

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const handler = handlers[method]
    if (handler) return handler(params)
    if (walletOnlyMethod.test(method) || !forwardedMethod.test(method)) {
      throw new WalletRpcError(
        walletErrorCodes.unsupportedMethod,
        `The test wallet does not support ${method}`,
      )
    }
    return forwardToRpc(activeChain().rpcUrl, method, params)
  }

  const wallet: TestWallet = {
    request: request as EIP1193RequestFn<EIP1474Methods>,
    on(event, listener) {
      emitter.on(event, listener)
      return wallet
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return wallet
    },
    get authorized() {
      return authorized
    },
    set authorized(value) {
      authorized = value
    },
    get chainId() {
      return chainId
    },
    get chains() {
      return [...chains.values()]
    },
    get addresses() {
      return addresses()
    },
    get pendingPrompts() {
      return policy.pending
    },
    approve: policy.approve,
    reject: policy.reject,
    delay: policy.delay,
    hold: policy.hold,
    release: policy.release,
    switchChain: setChain,
    addChain(chain) {
      chains.set(chain.chainId, chain)
    },
    setAccounts(keys) {
      if (keys.length === 0) throw new RangeError('setAccounts needs at least one key (use lock() for none)')
      accounts = keys.map(toLocalAccount)
      if (authorized && !locked) emitAccounts()
    },
    emitAccountsChanged(list) {
      emitter.emit('accountsChanged', list ? list.map((address) => getAddress(address)) : visibleAddresses())
    },
    emitDisconnect() {
      emitter.emit(
        'disconnect',
        new WalletRpcError(walletErrorCodes.disconnected, 'The wallet disconnected.'),
      )
    },
    lock() {
      const wasVisible = visibleAddresses().length > 0
      locked = true
      if (wasVisible) emitAccounts()
    },
    unlock() {
      locked = false
      if (authorized) emitAccounts()
    },
  }
  return wallet
}
