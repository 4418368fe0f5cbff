import { describe, expect, it } from 'vitest'
import { selectConnectors } from './selectConnectors.js'
import type { ConnectorSource } from './toPorticoConnector.js'

const announcedProvider = { request: () => undefined }
const legacyProvider = { request: () => undefined }

function source(id: string, type: string, provider: unknown, announced = false): ConnectorSource {
  return { connector: { id, name: id, type, icon: undefined, rdns: undefined }, provider, announced }
}

const on = { enableEIP6963: true, enableInjected: true }
const ids = (sources: ConnectorSource[], options = on) =>
  selectConnectors(sources, options).map(({ id, type }) => `${id}:${type}`)

describe('selectConnectors', () => {
  it('reports announced, injected and other wagmi connectors with their types', () => {
    expect(
      ids([
        source('io.wallet', 'injected', announcedProvider, true),
        source('injected', 'injected', legacyProvider),
        source('walletConnect', 'walletConnect', undefined),
        source('safe', 'safe', undefined),
      ]),
    ).toEqual(['io.wallet:ANNOUNCED', 'injected:INJECTED', 'walletConnect:WALLET_CONNECT', 'safe:EXTERNAL'])
  })

  it('drops the legacy connector when its provider is an announced wallet, or when there is none', () => {
    expect(
      ids([
        source('io.wallet', 'injected', announcedProvider, true),
        source('injected', 'injected', announcedProvider),
      ]),
    ).toEqual(['io.wallet:ANNOUNCED'])
    expect(ids([source('injected', 'injected', undefined)])).toEqual([])
  })

  it('keeps the first connector of a repeated id', () => {
    expect(ids([source('safe', 'safe', undefined), source('safe', 'injected', legacyProvider)])).toEqual([
      'safe:EXTERNAL',
    ])
  })

  it('honours enableEIP6963 and enableInjected', () => {
    const sources = [
      source('io.wallet', 'injected', announcedProvider, true),
      source('injected', 'injected', legacyProvider),
    ]
    expect(ids(sources, { enableEIP6963: false, enableInjected: true })).toEqual(['injected:INJECTED'])
    expect(ids(sources, { enableEIP6963: true, enableInjected: false })).toEqual(['io.wallet:ANNOUNCED'])
  })
})
