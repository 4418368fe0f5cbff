import type { FeatureConnectRow, Portico, PorticoFeature } from '@portico/core'

/** A feature's row of the Connect list, with the feature that gives it and its API. */
export interface FeatureConnectRowOf {
  readonly feature: PorticoFeature
  readonly row: FeatureConnectRow
  readonly api: unknown
}

/** The Connect rows of the instance's features that are on (their `create` gave an instance: WalletConnect's). */
export function featureConnectRows(portico: Portico): FeatureConnectRowOf[] {
  return (portico.options.plugins ?? []).flatMap((feature) => {
    const api = feature.connectRow && portico.getFeature(feature)
    return feature.connectRow && api !== undefined ? [{ feature, row: feature.connectRow, api }] : []
  })
}
