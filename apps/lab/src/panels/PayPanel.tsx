import type { ChainNamespace, Portico } from '@portico/core'
import { type PayArguments, type PayError, pay } from '@portico/pay'
import { useState } from 'react'
import { usePorticoValue } from '../state/usePorticoValue.js'

/** A merchant's address of no devnet account: its balance is what it was paid. */
const MERCHANT = '0x000000000000000000000000000000000000dEaD'

type Outcome = { status: 'idle' | 'pending' | 'success' | 'error'; value?: string }

/**
 * Pay as an app uses it: a payment of the amount to the merchant, in the devnet's USDC (the ERC-20 on EVM, the SPL
 * token on Solana) or the network's coin, on the active network; shows what `pay()` resolved with (the hash or
 * signature) or rejected with (the PayError's code).
 */
export default function PayPanel({
  portico,
  usdc: usdcByNamespace,
}: {
  portico: Portico
  usdc: Partial<Record<ChainNamespace, PayUsdc | undefined>>
}) {
  const namespace = usePorticoValue(portico, (state) => state.activeNamespace) ?? 'eip155'
  const networkId = usePorticoValue(
    portico,
    (state) => state.chains[namespace]?.networkState.caipNetwork?.caipNetworkId,
  )
  const network = portico.options.networks.find((each) => each.caipNetworkId === networkId)
  const connected =
    usePorticoValue(portico, (state) => state.chains[namespace]?.accountState.status) === 'connected'
  const usdc = usdcByNamespace[namespace]
  const [recipient, setRecipient] = useState(MERCHANT)
  const [amount, setAmount] = useState('5')
  const [asset, setAsset] = useState<'usdc' | 'native'>(usdc ? 'usdc' : 'native')
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' })
  const run = () => {
    if (!network) return
    const paymentAsset: PayArguments['paymentAsset'] =
      asset === 'usdc' && usdc
        ? { network: network.caipNetworkId, asset: usdc.address, metadata: usdc }
        : { network: network.caipNetworkId, asset: 'native', metadata: network.nativeCurrency }
    setOutcome({ status: 'pending' })
    const api = portico.getFeature(pay)
    if (!api) return setOutcome({ status: 'error', value: 'pay() is off' })
    api.pay({ recipient, amount, paymentAsset }).then(
      (result) => setOutcome({ status: 'success', value: result.hash }),
      (error: PayError) => setOutcome({ status: 'error', value: error.payCode ?? String(error) }),
    )
  }
  return (
    <section className="lab-panel" aria-labelledby="pay-panel-title">
      <h2 id="pay-panel-title">Pay</h2>
      <div className="lab-actions">
        <input
          aria-label="Recipient"
          data-testid="pay-panel-recipient"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
        <input
          aria-label="Amount"
          data-testid="pay-panel-amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <select
          aria-label="Asset"
          data-testid="pay-panel-asset"
          value={asset}
          onChange={(event) => setAsset(event.target.value as 'usdc' | 'native')}
        >
          {usdc && <option value="usdc">{usdc.symbol}</option>}
          <option value="native">{network?.nativeCurrency.symbol ?? 'native'}</option>
        </select>
        <button type="button" data-testid="pay-panel-pay" disabled={!connected || !network} onClick={run}>
          Pay
        </button>
      </div>
      <dl>
        <div className="lab-field">
          <dt>pay()</dt>
          <dd data-testid="pay-panel-result" data-state={outcome.status}>
            {outcome.value ?? '—'}
          </dd>
        </div>
      </dl>
    </section>
  )
}

/** The devnet's USDC (its contract or SPL mint as `address`), as the lab's world reads it from the devnet file. */
type PayUsdc = { address: string; name: string; symbol: string; decimals: number }
