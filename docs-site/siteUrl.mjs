// The one place that says where the docs site lives. Package READMEs link to its pages with absolute links (a
// relative link is broken on npm); `pnpm docs:check` checks that every such link names a page and heading of the
// built site. Moving the site: change this constant and the links that start with it.
export const DOCS_SITE_URL = 'https://portico.dev/docs/'
