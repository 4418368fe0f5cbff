import type { AppChoices } from '../options/AppChoices.js'
import { FEATURES, NAMESPACES, TEMPLATES } from '../options/choices.js'

/** The app's README: what was generated and the next steps, from `npm install` to a running app. */
export function readme(choices: AppChoices): string {
  const port = choices.template === 'vite' ? 5173 : 3000
  const features = choices.features.map((feature) => `- ${FEATURES[feature].title} (\`${feature}\`)`)
  const services = [
    ...(choices.cloudUrl
      ? [
          `- Portico Cloud at \`${choices.cloudUrl}\` (\`npx @portico/cloud\`), with the project \`${choices.projectId}\` allowing`,
          `  this app's origin: \`npx @portico/cloud project create --name "${choices.name}" --id ${choices.projectId} --origin http://localhost:${port}\``,
          '  (the admin command runs while the cloud is stopped).',
        ]
      : []),
    ...(choices.secureSiteUrl
      ? [
          `- The embedded wallet's secure site at \`${choices.secureSiteUrl}\` (\`npx @portico/secure\`), an origin of its own:`,
          "  the cloud's `SECURE_SITE_ORIGINS` lists it.",
        ]
      : []),
  ]
  return `# ${choices.name}

A ${TEMPLATES[choices.template]} app with Portico, made by \`npm create portico\`.

- Namespaces: ${choices.namespaces.map((namespace) => `${NAMESPACES[namespace]} (\`${namespace}\`)`).join(', ')}
${features.length > 0 ? `- Features:\n${features.map((line) => `  ${line}`).join('\n')}` : '- Features: none yet'}

## Next steps

\`\`\`sh
cd ${choices.directory}
npm install
npm run dev      # http://localhost:${port}
\`\`\`

- \`.env\` holds the settings the app reads (\`.env.example\` explains each; keep your own values out of the repository).
- \`${choices.template === 'vite' ? 'src' : 'app'}/portico.ts\` creates the Portico instance: its networks, adapters and features.${choices.namespaces.includes('eip155') ? `\n- \`${choices.template === 'vite' ? 'src' : 'app'}/wagmi.ts\` is your wagmi config: Portico works through it, so wagmi's hooks see the same account.` : ''}
- \`npm run build\` type-checks and builds the app for production; \`npm run typecheck\` type-checks only.
${services.length > 0 ? `\nWhat it talks to:\n\n${services.join('\n')}\n` : ''}
The guides (embedding, server rendering, features, sign-in, the cloud) are in the Portico repository's \`docs/\`,
starting with \`docs/getting-started.md\`.
`
}
