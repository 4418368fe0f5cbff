import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet } from '../../conformance/fakeNetworks.js'

describe('theme', () => {
  it('starts from the options and changes mode and merges variables', () => {
    const portico = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet],
      adapters: [createFakeAdapter()],
      themeMode: 'light',
      themeVariables: { '--portico-accent': '#f00' },
    })
    expect(portico.state.theme).toEqual({
      themeMode: 'light',
      themeVariables: { '--portico-accent': '#f00' },
    })
    portico.setThemeMode('dark')
    portico.setThemeVariables({ '--portico-z-index': 10 })
    expect(portico.state.theme).toEqual({
      themeMode: 'dark',
      themeVariables: { '--portico-accent': '#f00', '--portico-z-index': 10 },
    })
  })
})
