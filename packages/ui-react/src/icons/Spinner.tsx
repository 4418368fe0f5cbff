/** The loading spinner; with a label it is announced as an image of that name, else hidden. */
export function Spinner({ label }: { label?: string }) {
  if (!label) return <span className="spinner" aria-hidden="true" />
  return <span className="spinner" role="img" aria-label={label} />
}
