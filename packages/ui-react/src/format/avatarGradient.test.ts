import { expect, it } from 'vitest'
import { avatarGradient } from './avatarGradient.js'

it('gives the same address the same avatar, whatever its case, and different addresses different ones', () => {
  const avatar = avatarGradient('0xabc')
  expect(avatar).toMatch(/^linear-gradient/)
  expect(avatarGradient('0xABC')).toBe(avatar)
  expect(avatarGradient('0xabd')).not.toBe(avatar)
})
