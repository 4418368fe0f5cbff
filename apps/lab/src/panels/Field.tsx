/** One labelled value of a panel; `testId` lets the browser tests read it. */
export function Field({
  label,
  testId,
  value,
}: {
  label: string
  testId: string
  value: string | undefined
}) {
  return (
    <div className="lab-field">
      <dt>{label}</dt>
      <dd data-testid={testId} data-state={value === undefined ? 'empty' : 'set'}>
        {value ?? '—'}
      </dd>
    </div>
  )
}
