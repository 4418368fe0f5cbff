import type { MessageKey } from '@portico/core'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'

const POINTS = [
  { id: 'sign-in', title: 'connect.walletGuide.signIn', note: 'connect.walletGuide.signInNote' },
  { id: 'assets', title: 'connect.walletGuide.assets', note: 'connect.walletGuide.assetsNote' },
  { id: 'explore', title: 'connect.walletGuide.explore', note: 'connect.walletGuide.exploreNote' },
] as const satisfies readonly { id: string; title: MessageKey; note: MessageKey }[]

/**
 * WhatIsAWallet, the wallet guide (`enableWalletGuide`): what a wallet is for a visitor new to them, and 'Get a
 * wallet', which lists the wallets to choose from (AllWallets, where one not installed links to getting it).
 */
export function WhatIsAWalletView() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  return (
    <div className="stack" data-testid="what-is-a-wallet">
      <ul className="list guide-points">
        {POINTS.map((point) => (
          <li key={point.id} data-testid={`wallet-guide-${point.id}`}>
            <p className="row-label">{t(point.title)}</p>
            <p className="note">{t(point.note)}</p>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="action"
        data-block="true"
        data-testid="wallet-guide-get"
        onClick={() => portico.push('AllWallets')}
      >
        {t('connect.walletGuide.getWallet')}
      </button>
    </div>
  )
}
