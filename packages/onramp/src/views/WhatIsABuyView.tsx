import { useTranslate } from '@portico/react'

/** WhatIsABuy: buying crypto with a card, in plain words. */
export function WhatIsABuyView() {
  const t = useTranslate()
  return (
    <div className="stack" data-testid="what-is-a-buy">
      <p>{t('onramp.whatIsABuyText1')}</p>
      <p>{t('onramp.whatIsABuyText2')}</p>
    </div>
  )
}
