import type { AppChoices } from '../options/AppChoices.js'
import { accountComponent } from './accountComponent.js'
import { type AppSetting, envName } from './appEnv.js'
import { porticoModule } from './porticoModule.js'
import { providersTree } from './providersTree.js'
import type { RenderedFile } from './RenderedFile.js'
import { wagmiModule } from './wagmiModule.js'

/** The Vite + React template's own files, laid out as examples/vite-react18. */
export function viteFiles(choices: AppChoices, settings: readonly AppSetting[]): RenderedFile[] {
  const evm = choices.namespaces.includes('eip155')
  return [
    { path: 'index.html', contents: indexHtml(choices.name) },
    {
      path: 'vite.config.ts',
      contents: `import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({ plugins: [react()] })\n`,
    },
    { path: 'tsconfig.json', contents: `${JSON.stringify(tsconfig, null, 2)}\n` },
    { path: 'src/vite-env.d.ts', contents: viteEnv(settings) },
    { path: 'src/main.tsx', contents: main },
    { path: 'src/App.tsx', contents: app(evm) },
    { path: 'src/Account.tsx', contents: accountComponent('vite') },
    { path: 'src/portico.ts', contents: porticoModule(choices) },
    ...(evm ? [{ path: 'src/wagmi.ts', contents: wagmiModule('vite') }] : []),
  ]
}

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['vite/client'],
  },
  include: ['src', 'vite.config.ts'],
}

function indexHtml(name: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${name}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`
}

function viteEnv(settings: readonly AppSetting[]): string {
  const variables = settings
    .filter((setting) => setting !== 'APP_URL')
    .map((setting) => `  readonly ${envName('vite', setting)}: string`)
  return `/// <reference types="vite/client" />\n\n/** The settings in .env (see .env.example). */\ninterface ImportMetaEnv {\n${variables.join('\n')}\n}\n`
}

const main = `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`

function app(evm: boolean): string {
  const imports = [
    "import { ConnectButton, NetworkButton, PorticoProvider } from '@portico/react'",
    ...(evm
      ? [
          "import { QueryClient, QueryClientProvider } from '@tanstack/react-query'",
          "import { WagmiProvider } from 'wagmi'",
        ]
      : []),
    "import { Account } from './Account.js'",
    "import { portico } from './portico.js'",
    ...(evm ? ["import { wagmiConfig } from './wagmi.js'"] : []),
  ]
  const tree = providersTree({
    evm,
    indent: '    ',
    children: [
      '<header>',
      '  <ConnectButton />',
      '  <NetworkButton />',
      '</header>',
      '<main>',
      '  <Account />',
      '</main>',
    ],
  })
  return `${imports.join('\n')}
${evm ? '\nconst queryClient = new QueryClient()\n' : ''}
export function App() {
  return (
${tree}
  )
}
`
}
