import type { AppChoices } from '../options/AppChoices.js'
import { type AppSetting, envName } from './appEnv.js'
import type { RenderedFile } from './RenderedFile.js'

const EXPLANATIONS: Record<AppSetting, string> = {
  PROJECT_ID: 'The Portico project this app is (on a cloud: `npx @portico/cloud project create --id …`).',
  CLOUD_URL:
    "Portico Cloud, as the visitor's browser reaches it (`npx @portico/cloud` listens on 127.0.0.1:8787).",
  SECURE_SITE_URL: "The embedded wallet's secure site, on an origin of its own (`npx @portico/secure`).",
  APP_URL: "This app's own URL, which wallets show to the visitor.",
}

/** The settings the app's code reads: its choices, else what it needs. */
export function appSettings(choices: AppChoices): AppSetting[] {
  return [
    'PROJECT_ID',
    ...(choices.template === 'next' ? (['APP_URL'] as const) : []),
    ...(choices.cloudUrl ? (['CLOUD_URL'] as const) : []),
    ...(choices.secureSiteUrl ? (['SECURE_SITE_URL'] as const) : []),
  ]
}

/** `.env` with the chosen values (the app runs at once) and `.env.example`, the same explained, for the repository. */
export function envFiles(choices: AppChoices, settings: readonly AppSetting[]): RenderedFile[] {
  const values: Record<AppSetting, string | undefined> = {
    PROJECT_ID: choices.projectId,
    CLOUD_URL: choices.cloudUrl,
    SECURE_SITE_URL: choices.secureSiteUrl,
    APP_URL: 'http://localhost:3000',
  }
  const lines = (explained: boolean) =>
    settings.flatMap((setting) => [
      ...(explained ? [`# ${EXPLANATIONS[setting]}`] : []),
      `${envName(choices.template, setting)}=${values[setting] ?? ''}`,
    ])
  return [
    { path: '.env', contents: `${lines(false).join('\n')}\n` },
    { path: '.env.example', contents: `${lines(true).join('\n')}\n` },
  ]
}
