import type { Portico, PorticoFeature } from '@portico/core'

// A feature package this UI has never heard of declares a view with its data, a tab and its texts: the UI package
// still compiles with them (it names no feature in a closed table), and they type-check where they are used.
declare module '@portico/core' {
  interface PorticoViews {
    ExampleFeatureView: { amount?: string }
  }
  interface PorticoAccountTabs {
    ExampleFeatureTab: true
  }
  interface PorticoMessages {
    'exampleFeature.title': true
  }
}

declare const portico: Portico
void portico.open({ view: 'ExampleFeatureView', data: { amount: '1' } })
// @ts-expect-error the view's data keeps the types it declared
void portico.open({ view: 'ExampleFeatureView', data: { amount: 1 } })
export const exampleFeature: PorticoFeature = {
  id: 'example-feature',
  views: { ExampleFeatureView: async () => ({ default: () => null }) },
  titles: { ExampleFeatureView: 'exampleFeature.title' },
  accountTabs: { ExampleFeatureTab: async () => ({ default: () => null }) },
}
