// A heading's anchor on the site includes the text of its code spans, as GitHub's does: TypeDoc slugs a heading
// from its text tokens only, so "Send (`@portico/send`)" would be `#send-` on the site and `#send-porticosend` on
// GitHub, and a link written for one would break on the other. Giving each code span of a heading a text child
// (which the code span's renderer ignores) puts its text into TypeDoc's slug.

/** @param {import('markdown-it').default} markdown */
export function codeInHeadingAnchors(markdown) {
  markdown.core.ruler.push('portico_code_in_heading_anchors', (state) => {
    state.tokens.forEach((token, index) => {
      if (token.type !== 'inline' || state.tokens[index - 1]?.type !== 'heading_open') return
      for (const child of token.children ?? []) {
        if (child.type !== 'code_inline') continue
        const text = new state.Token('text', '', 0)
        text.content = child.content
        child.children = [text]
      }
    })
  })
}
