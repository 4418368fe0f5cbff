import { expect, it } from 'vitest'
import type { FrameStore } from '../FrameStore.js'
import { readPreferredAccountType, writePreferredAccountType } from '../smartAccount/preferredAccountType.js'
import { forgetLogin } from './forgetLogin.js'

function memoryStore(): FrameStore & { keys(): string[] } {
  const items = new Map<string, string>()
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
    keys: () => [...items.keys()],
  } as FrameStore & { keys(): string[] }
}

it('forgets the login and what the visitor chose with it, so the next login on this device starts on the account type the widget asks for; the device keeps its id', () => {
  const store = memoryStore()
  const context = {
    store,
    key: (name: string) => `portico:p1:${name}`,
    state: { requestedAccountType: 'eoa' as const },
  }
  for (const name of ['session', 'email', 'socialProvider', 'socialUsername', 'deviceId'])
    store.setItem(context.key(name), 'x')
  writePreferredAccountType(context, 'smartAccount')

  forgetLogin(context)

  expect(readPreferredAccountType(context)).toBe('eoa')
  expect(store.keys()).toEqual(['portico:p1:deviceId'])
})
