import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { type Address, getAddress, numberToHex, SwitchChainError } from 'viem'
import type { SessionProvider } from './createSessionProvider.js'

/** wagmi's connector type for a WalletConnect session, so an app's own wagmi code recognises it. */
export const SESSION_CONNECTOR_TYPE = 'walletConnect'

/** The wallet does not know the chain: EIP-1193 4902, or the text wallets send instead. */
function isUnrecognisedChain(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === 4902 || (typeof message === 'string' && /unrecogni[sz]ed chain|4902/i.test(message))
}

/**
 * A wagmi connector over a remote session's EIP-1193 provider (`createSessionProvider`): wagmi connects,
 * reads accounts and switches through it like any wallet. Its `disconnect` lets go of the provider only;
 * core ends the session itself. A switch the wallet answers with "unrecognised chain" adds the chain
 * (wallet_addEthereumChain, docs/behaviour.md#transitions) and switches again.
 */
export function sessionConnector(parameters: {
  id: string
  name: string
  icon?: string
  provider: SessionProvider
}): CreateConnectorFn<SessionProvider> {
  const { provider } = parameters
  return createConnector<SessionProvider>((config) => {
    const bound: [string, (...args: unknown[]) => void][] = []
    const listen = (event: string, listener: (...args: unknown[]) => void) => {
      provider.on(event, listener)
      bound.push([event, listener])
    }
    const readAccounts = async () =>
      ((await provider.request({ method: 'eth_accounts' })) as string[]).map((account) =>
        getAddress(account),
      ) as readonly Address[]
    const readChainId = async () => Number(await provider.request({ method: 'eth_chainId' }))
    return {
      id: parameters.id,
      name: parameters.name,
      ...(parameters.icon === undefined ? {} : { icon: parameters.icon }),
      type: SESSION_CONNECTOR_TYPE,
      async connect(options = {}) {
        for (const [event, listener] of bound.splice(0)) provider.removeListener(event, listener)
        listen('accountsChanged', (accounts) => this.onAccountsChanged(accounts as string[]))
        listen('chainChanged', (chainId) => this.onChainChanged(String(chainId)))
        listen('disconnect', () => this.onDisconnect())
        let chainId = await readChainId()
        if (options.chainId !== undefined && options.chainId !== chainId)
          chainId = (await this.switchChain?.({ chainId: options.chainId }))?.id ?? chainId
        return { accounts: (await readAccounts()) as never, chainId }
      },
      async disconnect() {
        for (const [event, listener] of bound.splice(0)) provider.removeListener(event, listener)
      },
      getAccounts: readAccounts,
      getChainId: readChainId,
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        return (await readAccounts()).length > 0
      },
      async switchChain({ chainId, addEthereumChainParameter }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
        const hex = numberToHex(chainId)
        const request = () =>
          provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hex }] })
        try {
          await request()
        } catch (error) {
          if (!isUnrecognisedChain(error)) throw error
          await provider.request({
            method: 'wallet_addEthereumChain',
            params: [
              {
                chainId: hex,
                chainName: addEthereumChainParameter?.chainName ?? chain.name,
                nativeCurrency: addEthereumChainParameter?.nativeCurrency ?? chain.nativeCurrency,
                rpcUrls: addEthereumChainParameter?.rpcUrls ?? chain.rpcUrls.default.http,
                ...(addEthereumChainParameter?.blockExplorerUrls
                  ? { blockExplorerUrls: addEthereumChainParameter.blockExplorerUrls }
                  : {}),
              },
            ],
          })
          await request()
        }
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      async onDisconnect() {
        for (const [event, listener] of bound.splice(0)) provider.removeListener(event, listener)
        config.emitter.emit('disconnect')
      },
    }
  })
}
