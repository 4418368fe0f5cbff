/** A full-page message (unknown config, devnet not running) with a way back to the index. */
export function MessagePage({ title, message, testId }: { title: string; message: string; testId: string }) {
  return (
    <main className="lab-index" data-testid={testId}>
      <h1>{title}</h1>
      <p>{message}</p>
      <a href="/">All configurations</a>
    </main>
  )
}
