import type { ChildProcess } from 'node:child_process'

export function freePort(): Promise<number>

export function cloudAdmin(
  cloudUrl: string,
  adminToken: string,
): (path: string, init?: Omit<RequestInit, 'headers'>) => Promise<Response>

export function startSourceCloud(options: {
  port: number
  env: Record<string, string>
}): Promise<{ url: string; child: ChildProcess; output(): string; stop(): Promise<void> }>
