// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import { openSocialPopup } from './openSocialPopup.js'

afterEach(() => {
  vi.restoreAllMocks()
})

const START = 'https://secure.example/social-start.html?provider=discord'

it('opens a 500 × 650 pop-up on a computer', () => {
  const open = vi.spyOn(window, 'open').mockImplementation(() => null)
  openSocialPopup('https://secure.example/frame', 'discord', false)
  expect(open).toHaveBeenCalledWith(START, 'portico-social-login', 'popup,width=500,height=650')
})

it('opens a new tab on a phone, with no pop-up features', () => {
  const open = vi.spyOn(window, 'open').mockImplementation(() => null)
  openSocialPopup('https://secure.example/frame', 'discord', true)
  expect(open).toHaveBeenCalledWith(START, 'portico-social-login', undefined)
})
