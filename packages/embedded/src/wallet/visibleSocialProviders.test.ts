import { expect, it } from 'vitest'
import { detectTelegramPlatform, visibleSocialProviders } from './visibleSocialProviders.js'

const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

it('shows every login provider in order outside Telegram, Farcaster aside', () => {
  expect(visibleSocialProviders(all, undefined)).toEqual([
    'google',
    'x',
    'discord',
    'github',
    'apple',
    'facebook',
  ])
})

it('drops google on iOS, x on Mac, facebook and x on Android inside Telegram (docs/behaviour.md#permissions)', () => {
  expect(visibleSocialProviders(all, 'ios')).toEqual(['x', 'discord', 'github', 'apple', 'facebook'])
  expect(visibleSocialProviders(all, 'macos')).toEqual(['google', 'discord', 'github', 'apple', 'facebook'])
  expect(visibleSocialProviders(all, 'android')).toEqual(['google', 'discord', 'github', 'apple'])
  expect(visibleSocialProviders(all, 'other')).toHaveLength(6)
})

it('reads the Telegram platform from its Web App object', () => {
  expect(detectTelegramPlatform({})).toBeUndefined()
  expect(detectTelegramPlatform({ Telegram: { WebApp: { platform: 'ios' } } })).toBe('ios')
  expect(detectTelegramPlatform({ Telegram: { WebApp: { platform: 'tdesktop' } } })).toBe('other')
  expect(detectTelegramPlatform({ TelegramWebviewProxy: {} })).toBe('other')
})
