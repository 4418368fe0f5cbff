import { spawn } from 'node:child_process'

export type CommandResult = { code: number; output: string; ms: number }

/** Runs a command to completion (killed after `timeoutMs`), capturing stdout and stderr together. */
export function runCommand(
  command: string,
  args: string[],
  cwd: string,
  timeoutMs: number,
  env: Record<string, string> = {},
): Promise<CommandResult> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env, NO_COLOR: '1' } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code: code ?? 1, output, ms: performance.now() - started })
    })
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ code: 1, output: `${output}${error.message}`, ms: performance.now() - started })
    })
  })
}
