import { localeDirection } from '@portico/core'
import { startTransition, useCallback, useEffect, useState } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { AlertBanner } from '../feedback/AlertBanner.js'
import { ToastList } from '../feedback/ToastList.js'
import { openingView } from '../router/openingView.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'
import { themeStyle } from '../theme/themeStyle.js'
import { ModalCard } from './ModalCard.js'
import type { ModalMode } from './ModalMode.js'
import { ModalWarmUp } from './ModalWarmUp.js'
import { modalStyles } from './modalStyles.js'
import { warmNumberFormat } from './warmNumberFormat.js'

/**
 * The root inside the shadow root: carries the theme, the locale (`lang`, and `dir="rtl"` for
 * Arabic: the modal mirrors) and the state attributes tests wait on.
 * Overlay mode shows the card while open; embedded mode always shows it, and while closed shows
 * the view opening would choose (Account when connected, else Connect). Before the card first
 * shows, it is laid out once hidden (ModalWarmUp), so the first open is as quick as later ones: rendered as a
 * transition, so React renders it in slices between the page's other tasks (one synchronous render of the card with
 * its wallet list was the page's one long task after start-up) and drops it for an open that comes first; the page's
 * first number format is built in a task before it (warmNumberFormat). `data-warm-up` says whether that is done
 * (`done` from the first open on, when no warm-up comes).
 */
export function ModalRoot({ mode }: { mode: ModalMode }) {
  const portico = usePorticoInstance()
  const { open, routerView, opening, theme, locale } = usePorticoSelector((s) => ({
    open: s.modal.open,
    routerView: s.router.view,
    opening: openingView(s),
    theme: s.theme,
    locale: s.locale,
  }))
  const view = open || mode === 'overlay' ? routerView : opening
  const visible = open || mode === 'embedded'
  const [warm, setWarm] = useState(false)
  const warmedUp = useCallback(() => setWarm(true), [])
  const [warmUpDue, setWarmUpDue] = useState(false)
  useEffect(() => {
    // Each in a task of its own: the number format's data (the Connect view shows a count), then the warm-up.
    const timer = setTimeout(() => {
      warmNumberFormat(portico.state.locale)
      startTransition(() => setWarmUpDue(true))
    })
    return () => clearTimeout(timer)
  }, [portico])
  // Once the card has shown, its layout is warm: no warm-up after a close.
  if (visible && !warm) setWarm(true)
  return (
    <>
      <style>{modalStyles}</style>
      <div
        className="root"
        data-testid="portico-modal"
        data-state={open ? 'open' : 'closed'}
        data-view={view}
        data-warm-up={warm ? 'done' : 'pending'}
        data-theme={theme.themeMode}
        data-mode={mode}
        lang={locale}
        dir={localeDirection(locale)}
        style={themeStyle(theme.themeVariables)}
      >
        {visible && mode === 'overlay' && (
          <div className="backdrop" aria-hidden="true" onClick={() => portico.close()} />
        )}
        {visible && (
          <div className="frame">
            <ModalCard view={view} mode={mode} />
          </div>
        )}
        {!visible && !warm && warmUpDue && <ModalWarmUp view={opening} onDone={warmedUp} />}
        <AlertBanner />
        <ToastList />
      </div>
    </>
  )
}
