import type { Nft } from '@portico/core'
import { useState } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Spinner } from '../../icons/Spinner.js'
import { selectChain } from '../../state/selectChain.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { TokenImage } from './TokenImage.js'
import { usePortfolioRead } from './usePortfolioRead.js'

/** The NFTs tab: the account's ERC-721s from the cloud with image and name, spam left out. */
export function NftsTab() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const t = useTranslate()
  const account = selectChain(state)?.accountState
  const [nfts, setNfts] = useState<Nft[]>([])
  const status = usePortfolioRead(
    account?.caipAddress,
    () => portico.portfolio.getNfts().then(setNfts),
    'SOMETHING_WENT_WRONG',
  )
  if (status === 'loading') {
    return (
      <div className="view-state">
        <Spinner label={t('modal.loading')} />
      </div>
    )
  }
  if (nfts.length === 0) return <p className="empty">{t('account.noNfts')}</p>
  return (
    <ul className="nfts" aria-label={t('account.nfts')} data-testid="account-nfts">
      {nfts.map((nft) => (
        <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} className="nft" data-testid="account-nft">
          <TokenImage src={nft.image} label={nft.collection} shape="square" />
          <span className="nft-name">{nft.name}</span>
        </li>
      ))}
    </ul>
  )
}
