import { describe, expect, it } from 'vitest'
import { DevnetError } from './errors/DevnetError.js'
import { UnknownNamespaceError } from './errors/UnknownNamespaceError.js'
import { devnetNamespaces } from './namespaces/devnetNamespaces.js'
import { parseCliArguments } from './parseCliArguments.js'

describe('parseCliArguments', () => {
  it('starts every namespace on the default ports when given nothing', () => {
    expect(parseCliArguments([])).toEqual({ chains: [...devnetNamespaces], ports: 'default' })
  })

  it('accepts a subset and ephemeral ports, in both flag forms', () => {
    expect(parseCliArguments(['--chains', 'eip155', '--ports=ephemeral'])).toEqual({
      chains: ['eip155'],
      ports: 'ephemeral',
    })
  })

  it('rejects unknown namespaces and arguments', () => {
    expect(() => parseCliArguments(['--chains', 'eip155,tron'])).toThrow(UnknownNamespaceError)
    expect(() => parseCliArguments(['--verbose'])).toThrow(DevnetError)
  })
})
