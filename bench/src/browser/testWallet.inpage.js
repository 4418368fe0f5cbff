// EIP-6963 test wallet, injected into every bench page before its scripts run (issue #6).
// It announces one provider, "Test Wallet", that connects at once with a fixed address and answers
// the few calls connectors make; anything else fails with 4200 (unsupported method), as a wallet would.
;(() => {
  const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/></svg>'
  const info = Object.freeze({
    uuid: '5f0c6a43-6b7e-4c8e-9a57-4c7b0e1d3b6a',
    name: 'Test Wallet',
    icon: `data:image/svg+xml;base64,${btoa(svg)}`,
    rdns: 'com.example.testwallet',
  })
  const listeners = new Map()
  const calls = []
  let connected = false
  let chainId = '0x1'

  const emit = (event, payload) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const unsupported = (method) => Object.assign(new Error(`${method} is not supported`), { code: 4200 })
  const handlers = {
    eth_chainId: () => chainId,
    net_version: () => String(Number.parseInt(chainId, 16)),
    eth_accounts: () => (connected ? [address] : []),
    eth_requestAccounts: () => {
      connected = true
      emit('accountsChanged', [address])
      return [address]
    },
    wallet_getPermissions: () => (connected ? [{ parentCapability: 'eth_accounts' }] : []),
    wallet_revokePermissions: () => {
      connected = false
      emit('accountsChanged', [])
      return null
    },
    wallet_switchEthereumChain: ([parameters]) => {
      chainId = parameters.chainId
      emit('chainChanged', chainId)
      return null
    },
    wallet_addEthereumChain: () => null,
    eth_blockNumber: () => '0x1',
    eth_getBalance: () => '0x0',
    eth_call: () => '0x',
    eth_getCode: () => '0x',
  }

  const provider = {
    async request({ method, params }) {
      calls.push([method, performance.now()])
      const handler = handlers[method]
      if (!handler) throw unsupported(method)
      return handler(params ?? [])
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
      return provider
    },
    removeListener(event, listener) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((each) => each !== listener),
      )
      return provider
    },
    once(event, listener) {
      const wrapped = (payload) => {
        provider.removeListener(event, wrapped)
        listener(payload)
      }
      return provider.on(event, wrapped)
    },
  }
  provider.off = provider.removeListener

  const announce = () => {
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  }
  window.__benchWalletCalls = calls
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()
