import { usePorticoSnapshot, useTranslate } from '@portico/react'
import { useEffect } from 'react'
import type { SwapArguments } from '../SwapArguments.js'
import { useSwap } from '../useSwap.js'
import { SwapForm } from './SwapForm.js'
import { swapErrorKey } from './swapErrorKey.js'
import { swapStyles } from './swapStyles.js'

/**
 * Swap: on an EVM network, the form over the network's tokens (prefilled with the arguments `open` was given); on
 * another namespace, 'Unsupported chain'. Opening it emits OPEN_SWAP and reads the tokens and balances.
 */
export function SwapView() {
  const snapshot = usePorticoSnapshot()
  const t = useTranslate()
  const { api, state } = useSwap()
  const namespace = snapshot.activeNamespace
  const address = namespace ? snapshot.chains[namespace]?.accountState.address : undefined
  const supported = namespace === 'eip155'
  const data = snapshot.router.data as SwapArguments | undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening (and per account)
  useEffect(() => {
    if (supported && address) void api?.open(data)
  }, [api, supported, address])
  let body: React.ReactNode
  if (!namespace || !address) body = <p className="empty">{t('swap.notConnected')}</p>
  else if (!supported)
    body = (
      <p className="swap-error" role="alert" data-testid="swap-error">
        {t('error.UNSUPPORTED_CHAIN')}
      </p>
    )
  else if (!state.tokens && state.error)
    body = (
      <p className="swap-error" role="alert" data-testid="swap-error" data-code={state.error}>
        {t(swapErrorKey[state.error])}
      </p>
    )
  else if (!state.tokens)
    body = (
      <div className="swap-status" data-testid="swap-loading">
        <span className="spinner" aria-hidden="true" />
        {t('modal.loading')}
      </div>
    )
  else body = <SwapForm />
  return (
    <div className="stack" data-testid="swap-view">
      <style>{swapStyles}</style>
      {body}
    </div>
  )
}
