import type { Feature, Namespace, Template } from './choices.js'

/** Everything the starter asks, settled: what `renderApp` turns into files. */
export interface AppChoices {
  /** The folder to create, relative to the current one or absolute. */
  directory: string
  /** The npm package name of the app. */
  name: string
  template: Template
  namespaces: Namespace[]
  features: Feature[]
  projectId: string
  /** The Portico Cloud's URL; undefined when no chosen feature needs one and none was given. */
  cloudUrl: string | undefined
  /** The embedded wallet's secure site; undefined unless the `email` feature is chosen. */
  secureSiteUrl: string | undefined
}
