import type { LoginSocialProvider } from '@portico/core'
import { usePorticoInstance, usePorticoSnapshot, useTranslate } from '@portico/react'
import { useMemo } from 'react'
import { detectTelegramPlatform, visibleSocialProviders } from '../wallet/visibleSocialProviders.js'
import { LoginErrorText } from './LoginErrorText.js'
import { useEmbeddedWallet } from './useEmbeddedWallet.js'

/** Each provider's name in the catalogue. */
const PROVIDER_NAMES = {
  google: 'social.provider.google',
  github: 'social.provider.github',
  apple: 'social.provider.apple',
  facebook: 'social.provider.facebook',
  x: 'social.provider.x',
  discord: 'social.provider.discord',
  farcaster: 'social.provider.farcaster',
} as const satisfies Record<LoginSocialProvider | 'farcaster', string>

const styles = `
.social-buttons { border: 0; padding: 0; margin: 0; min-width: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(96px, 1fr)); gap: 8px; }
.social-buttons .action { width: 100%; }
`

/**
 * The Connect view's social section (docs/behaviour.md#views, docs/behaviour.md#validation, docs/behaviour.md#permissions): a button per configured provider (Telegram's rules applied),
 * each opening the provider's sign-in in a pop-up on the secure site; while it is open the button says so.
 */
export function SocialButtons() {
  const t = useTranslate()
  const portico = usePorticoInstance()
  const { features } = usePorticoSnapshot()
  const { api, state } = useEmbeddedWallet()
  const providers = useMemo(
    () =>
      visibleSocialProviders(
        features.socials || [],
        detectTelegramPlatform(typeof window === 'undefined' ? undefined : window),
      ),
    [features.socials],
  )
  // Farcaster has its own flow (ConnectingFarcaster), in its configured place among the providers.
  const shown = (features.socials || []).filter(
    (provider): provider is LoginSocialProvider | 'farcaster' =>
      provider === 'farcaster' || (providers as string[]).includes(provider),
  )
  if (shown.length === 0) return null
  const waiting = state.status === 'social' || (state.status === 'connecting' && state.socialProvider)
  const start = (provider: LoginSocialProvider) => {
    if (!api || waiting) return
    void api.connectSocial(provider)
  }
  return (
    <div className="stack" data-testid="social-buttons" data-state={waiting ? 'waiting' : 'idle'}>
      <style>{styles}</style>
      <fieldset className="social-buttons" aria-label={t('social.label')}>
        {shown.map((provider) => {
          const name = t(PROVIDER_NAMES[provider])
          if (provider === 'farcaster')
            return (
              <button
                key={provider}
                type="button"
                className="action"
                disabled={Boolean(waiting)}
                aria-label={t('social.continueWith', { provider: name })}
                onClick={() => portico.push('ConnectingFarcaster')}
                data-testid="social-farcaster"
              >
                {name}
              </button>
            )
          return (
            <button
              key={provider}
              type="button"
              className="action"
              disabled={Boolean(waiting)}
              aria-label={t('social.continueWith', { provider: name })}
              onClick={() => start(provider)}
              data-testid={`social-${provider}`}
            >
              {waiting && state.socialProvider === provider ? t('social.waiting') : name}
            </button>
          )
        })}
      </fieldset>
      <LoginErrorText error={state.socialError} testId="social-login-error" />
    </div>
  )
}
