import type { ChildProcess } from 'node:child_process'

export type Service = 'cloud' | 'secure'

export function installService(
  service: Service,
  options?: { reuse?: boolean },
): { dir: string; bin: string; seconds: number }

export function startService(
  bin: string,
  options: { cwd: string; env: Record<string, string>; match: RegExp; deadlineMs?: number },
): Promise<{ child: ChildProcess; value: string; output(): string }>

export const CLOUD_LISTENING: RegExp
export const SECURE_LISTENING: RegExp

export function cloudAdminToken(
  bin: string,
  options: { cwd: string; env: Record<string, string> },
): Promise<string>

export function stopService(child: ChildProcess): Promise<number | null>
