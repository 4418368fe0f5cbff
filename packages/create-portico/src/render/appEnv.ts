import type { Template } from '../options/choices.js'

/** The settings a generated app reads from its .env. */
export type AppSetting = 'PROJECT_ID' | 'CLOUD_URL' | 'SECURE_SITE_URL' | 'APP_URL'

/** The variable's name: Vite exposes `VITE_…` to the page, Next.js `NEXT_PUBLIC_…`. */
export function envName(template: Template, setting: AppSetting): string {
  return `${template === 'vite' ? 'VITE' : 'NEXT_PUBLIC'}_PORTICO_${setting}`
}

/** The expression that reads it in the app's code. */
export function envRead(template: Template, setting: AppSetting): string {
  return `${template === 'vite' ? 'import.meta.env' : 'process.env'}.${envName(template, setting)}`
}
