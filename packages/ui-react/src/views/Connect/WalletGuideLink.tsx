import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'

/** Connect's wallet guide entry (`enableWalletGuide`): 'Haven't got a wallet? Get started' opens WhatIsAWallet. */
export function WalletGuideLink() {
  const portico = usePorticoInstance()
  const t = useTranslate()
  return (
    <p className="note guide" data-testid="wallet-guide">
      <span>{t('connect.walletGuide.question')}</span>{' '}
      <button type="button" data-testid="wallet-guide-start" onClick={() => portico.push('WhatIsAWallet')}>
        {t('connect.walletGuide.start')}
      </button>
    </p>
  )
}
