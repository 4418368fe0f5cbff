import { expect, it } from 'vitest'
import { loginMailbox } from './loginMailbox.js'

it('lower-cases and drops the +tag, keeping dots and an address that starts with +', () => {
  expect(loginMailbox('Ada+news@Example.com')).toBe('ada@example.com')
  expect(loginMailbox('ada+a+b@example.com')).toBe('ada@example.com')
  expect(loginMailbox('a.d.a@example.com')).toBe('a.d.a@example.com')
  expect(loginMailbox('+ada@example.com')).toBe('+ada@example.com')
})
