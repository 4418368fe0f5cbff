import type { MessageKey } from '@portico/core'
import { useId, useRef, useState } from 'react'
import { ACCOUNT_TABS, accountTabRegistry } from '../../account/accountTabRegistry.js'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { Spinner } from '../../icons/Spinner.js'
import { instanceRegistries } from '../../plugins/instanceRegistries.js'
import { useRegistryResolution } from '../../registry/useRegistryResolution.js'
import { selectChain } from '../../state/selectChain.js'

// The built-in tab contents, each its own chunk loaded when its tab first shows; a feature
// package's tabs (or registerAccountTab) take precedence.
accountTabRegistry.provide({
  Tokens: { load: () => import('../../account/tabs/TokensTab.js').then((m) => ({ default: m.TokensTab })) },
  NFTs: { load: () => import('../../account/tabs/NftsTab.js').then((m) => ({ default: m.NftsTab })) },
})

/** The tabs the Account view shows (a tab a package declares beyond them type-checks, but has no label yet). */
type ShownTab = (typeof ACCOUNT_TABS)[number]

const tabLabels = {
  Tokens: 'account.tokens',
  NFTs: 'account.nfts',
  Activity: 'account.activity',
} as const satisfies Record<ShownTab, MessageKey>

const emptyTexts = {
  Tokens: 'account.noTokens',
  NFTs: 'account.noNfts',
  Activity: 'account.noActivity',
} as const satisfies Record<ShownTab, MessageKey>

function TabPanel({ tab, id, labelledBy }: { tab: ShownTab; id: string; labelledBy: string }) {
  const resolution = useRegistryResolution(instanceRegistries(usePorticoInstance()).accountTabs, tab)
  const t = useTranslate()
  const state = resolution.state === 'ready' ? 'ready' : resolution.state === 'loading' ? 'loading' : 'empty'
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      data-testid="account-tab-panel"
      data-tab={tab}
      data-state={state}
    >
      {resolution.state === 'ready' && <resolution.Component />}
      {state === 'loading' && (
        <div className="view-state">
          <Spinner label={t('modal.loading')} />
        </div>
      )}
      {state === 'empty' && <p className="empty">{t(emptyTexts[tab])}</p>}
    </div>
  )
}

/** Tokens, NFTs and Activity tabs (arrow keys move between them); the tab is the account's `currentTab`, kept across opens. */
export function AccountTabs() {
  const t = useTranslate()
  const portico = usePorticoInstance()
  const [selected, show] = useState<ShownTab>(
    () => ACCOUNT_TABS[selectChain(portico.state)?.accountState.currentTab ?? 0] ?? 'Tokens',
  )
  const setSelected = (tab: ShownTab) => {
    show(tab)
    portico.setAccountTab(ACCOUNT_TABS.indexOf(tab))
  }
  const buttons = useRef<Partial<Record<ShownTab, HTMLButtonElement | null>>>({})
  const baseId = useId()
  const tabId = (tab: ShownTab) => `${baseId}-tab-${tab}`
  const panelId = `${baseId}-panel`
  const move = (step: number) => {
    const next =
      ACCOUNT_TABS[(ACCOUNT_TABS.indexOf(selected) + step + ACCOUNT_TABS.length) % ACCOUNT_TABS.length]!
    setSelected(next)
    buttons.current[next]?.focus()
  }
  return (
    <div className="stack">
      <div role="tablist" aria-label={t('account.tabs')} className="tabs">
        {ACCOUNT_TABS.map((tab) => (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[tab] = button
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === selected}
            aria-controls={panelId}
            tabIndex={tab === selected ? 0 : -1}
            data-testid={`account-tab-${tab}`}
            onClick={() => setSelected(tab)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1)
              if (event.key === 'ArrowLeft') move(-1)
            }}
          >
            {t(tabLabels[tab])}
          </button>
        ))}
      </div>
      <TabPanel tab={selected} id={panelId} labelledBy={tabId(selected)} />
    </div>
  )
}
