import { CreatePorticoError } from './CreatePorticoError.js'
import { FEATURE_NAMESPACES, FEATURES, type Feature, type Namespace } from './choices.js'

/** Refuses a feature none of whose namespaces was chosen (Activity and names are EVM only, Send EVM or Solana). */
export function checkFeatures(features: readonly Feature[], namespaces: readonly Namespace[]): void {
  for (const feature of features) {
    const needs = FEATURE_NAMESPACES[feature]
    if (needs && !needs.some((namespace) => namespaces.includes(namespace)))
      throw new CreatePorticoError(
        `The feature ${feature} works on ${needs.join(' or ')} only: add ${needs.length > 1 ? 'one of them' : 'it'} to the namespaces, or leave ${feature} out.`,
      )
  }
}

/** Whether one of the features needs a Portico Cloud. */
export function needsCloud(features: readonly Feature[]): boolean {
  return features.some((feature) => FEATURES[feature].cloud)
}
