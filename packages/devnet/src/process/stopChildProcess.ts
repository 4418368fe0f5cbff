import type { ChildProcess } from 'node:child_process'

/** Sends SIGTERM to a child and waits for it to exit; SIGKILL after `graceMs`. */
export async function stopChildProcess(child: ChildProcess, graceMs = 3_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}
