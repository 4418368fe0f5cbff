import { allNamespaces } from './allNamespaces.js'
import type { LabConfig } from './LabConfig.js'

export const siwxAllNamespaces: LabConfig = {
  ...allNamespaces,
  name: 'siwx-all-namespaces',
  title: 'Sign in with X, every namespace',
  description:
    'Every namespace with its test wallet and sign-in verified in the page (defaultSiwx): each connected account signs in with its own wallet, one prompt at a time.',
  siwx: { kind: 'local', statement: 'Sign in to the Portico lab' },
}
