/**
 * `@portico/react/testing`, for the tests of Portico's own feature packages (a workspace entry: not built, not
 * published): the modal rendered under a PorticoProvider, queried inside its shadow root.
 */
export { renderWithPortico } from './renderWithPortico.js'
