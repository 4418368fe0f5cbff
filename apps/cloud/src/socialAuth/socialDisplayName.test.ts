import { expect, it } from 'vitest'
import { socialDisplayName } from './socialDisplayName.js'

it('drops the trailing 0 of discord usernames only', () => {
  expect(socialDisplayName('discord', 'adalovelace0')).toBe('adalovelace')
  expect(socialDisplayName('discord', 'turing_machine')).toBe('turing_machine')
  expect(socialDisplayName('github', 'agent0')).toBe('agent0')
})
