/** Text a client may put in a path segment, query parameter or header, as it goes into the URL. */
export type HostileText = { label: string; encoded: string; header?: string }

const text = (label: string, value: string): HostileText => ({
  label,
  encoded: encodeURIComponent(value),
  header: value,
})

/** Path, query and header values: empty, huge, not numbers, NUL, lone surrogates, SQL text, traversal, wrong types. */
export const HOSTILE_TEXTS: HostileText[] = [
  text('empty', ''),
  text('huge', 'x'.repeat(12_000)),
  text('NaN', 'NaN'),
  text('Infinity', 'Infinity'),
  text('negative', '-1'),
  text('float', '1.5e309'),
  text('20 digits', '99999999999999999999'),
  { label: 'NUL', encoded: 'a%00b' },
  { label: 'lone surrogate (as UTF-8 bytes)', encoded: 'a%ED%A0%80b' },
  { label: 'broken percent-encoding', encoded: '%E0%A4%A' },
  text('SQL', "x' OR '1'='1'; drop table projects; --"),
  text('traversal', '../../../../etc/passwd'),
  { label: 'raw traversal', encoded: '../../../../etc/passwd' },
  text('prototype', '__proto__'),
  text('JSON', '{"$ne":null}'),
  text('list', 'a,b,,c,'),
  text('emoji', '🦊'.repeat(50)),
]

/** A JSON value as raw text, spliced into a body (so NaN, deep nesting and huge values need no JSON.stringify). */
export type HostileJson = { label: string; json: string }

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

/** Body values: wrong types, extremes, NUL, lone surrogates, deep nesting, huge, SQL, traversal, prototype keys. */
export const HOSTILE_JSON: HostileJson[] = [
  { label: 'null', json: 'null' },
  { label: 'true', json: 'true' },
  { label: 'zero', json: '0' },
  { label: 'negative', json: '-1' },
  { label: 'huge number', json: '1e308' },
  { label: 'overflowing number', json: '1e309' },
  { label: 'NaN (not JSON)', json: 'NaN' },
  { label: 'empty string', json: '""' },
  { label: 'NUL', json: '"a\\u0000b"' },
  { label: 'lone surrogate', json: '"a\\ud800b"' },
  { label: 'lone low surrogate', json: '"\\udc00"' },
  { label: 'SQL', json: JSON.stringify("x' OR '1'='1'; drop table projects; --") },
  { label: 'traversal', json: JSON.stringify('../../../../etc/passwd') },
  { label: 'long string', json: JSON.stringify('x'.repeat(20_000)) },
  { label: 'empty array', json: '[]' },
  { label: 'empty object', json: '{}' },
  { label: 'array of 12,000', json: `[${Array(12_000).fill('1').join(',')}]` },
  { label: 'prototype keys', json: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}' },
  { label: 'nested 5,000 deep', json: deepArray(5_000) },
  { label: 'nested 40 deep', json: deepArray(40) },
]

/** Whole bodies with the content types a client may send instead of JSON. */
export const HOSTILE_BODIES: { label: string; contentType?: string; body: string }[] = [
  { label: 'no body', contentType: 'application/json', body: '' },
  { label: 'malformed JSON', contentType: 'application/json', body: '{"a":' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'JSON string', contentType: 'application/json', body: '"text"' },
  { label: 'text/plain', contentType: 'text/plain', body: 'hello' },
  { label: 'form', contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  { label: 'multipart', contentType: 'multipart/form-data; boundary=x', body: '--x\r\n\r\nhi\r\n--x--' },
  { label: 'no content type', body: '{"a":1}' },
  { label: 'binary', contentType: 'application/octet-stream', body: '\u0000\u0001\u0002\uffff' },
  { label: 'over 256 KB', contentType: 'application/json', body: `{"a":"${'x'.repeat(300_000)}"}` },
]
