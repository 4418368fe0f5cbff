import type { AppChoices } from '../options/AppChoices.js'
import { accountComponent } from './accountComponent.js'
import { type AppSetting, envName } from './appEnv.js'
import { porticoModule } from './porticoModule.js'
import { providersTree } from './providersTree.js'
import { quote } from './quote.js'
import type { RenderedFile } from './RenderedFile.js'
import { wagmiModule } from './wagmiModule.js'

/**
 * The Next.js App Router template's own files, laid out as examples/next: wagmi and Portico each keep the session
 * in a cookie, the root layout reads both on the server, one client component holds the providers, and the page (a
 * server component) renders Portico's buttons into the server HTML.
 */
export function nextFiles(choices: AppChoices, settings: readonly AppSetting[]): RenderedFile[] {
  const evm = choices.namespaces.includes('eip155')
  return [
    { path: 'next.config.mjs', contents: nextConfig },
    { path: 'tsconfig.json', contents: `${JSON.stringify(tsconfig, null, 2)}\n` },
    { path: 'env.d.ts', contents: processEnv(settings) },
    { path: 'app/layout.tsx', contents: layout(choices.name, evm) },
    { path: 'app/Providers.tsx', contents: providers(evm) },
    { path: 'app/page.tsx', contents: page },
    { path: 'app/Account.tsx', contents: accountComponent('next') },
    { path: 'app/portico.ts', contents: porticoModule(choices) },
    ...(evm ? [{ path: 'app/wagmi.ts', contents: wagmiModule('next') }] : []),
  ]
}

const nextConfig = `/** @type {import('next').NextConfig} */
const nextConfig = {}

export default nextConfig
`

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    isolatedModules: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    incremental: true,
    plugins: [{ name: 'next' }],
    allowJs: true,
  },
  include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
  exclude: ['node_modules'],
}

function processEnv(settings: readonly AppSetting[]): string {
  const variables = settings.map((setting) => `    readonly ${envName('next', setting)}: string`)
  return `/** The settings in .env (see .env.example). */\ndeclare namespace NodeJS {\n  interface ProcessEnv {\n${variables.join('\n')}\n  }\n}\n`
}

function layout(name: string, evm: boolean): string {
  const imports = evm
    ? [
        "import { cookieToInitialState as porticoInitialState } from '@portico/core'",
        "import { headers } from 'next/headers'",
        "import type { ReactNode } from 'react'",
        "import { cookieToInitialState } from 'wagmi'",
        "import { Providers } from './Providers'",
        "import { wagmiConfig } from './wagmi'",
      ]
    : [
        "import { cookieToInitialState } from '@portico/core'",
        "import { headers } from 'next/headers'",
        "import type { ReactNode } from 'react'",
        "import { Providers } from './Providers'",
      ]
  const props = evm
    ? 'initialState={cookieToInitialState(wagmiConfig, cookie)} porticoState={porticoInitialState(cookie)}'
    : 'porticoState={cookieToInitialState(cookie)}'
  return `${imports.join('\n')}

export const metadata = { title: ${quote(name)} }

/** The root layout, a server component: it reads the session cookies, so a returning visitor is rendered connected. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body>
        <Providers ${props}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
`
}

function providers(evm: boolean): string {
  const imports = [
    "import type { PorticoInitialState } from '@portico/core'",
    "import { PorticoProvider } from '@portico/react'",
    ...(evm ? ["import { QueryClient, QueryClientProvider } from '@tanstack/react-query'"] : []),
    evm ? "import { type ReactNode, useState } from 'react'" : "import type { ReactNode } from 'react'",
    ...(evm ? ["import { type State, WagmiProvider } from 'wagmi'"] : []),
    "import { portico } from './portico'",
    ...(evm ? ["import { wagmiConfig } from './wagmi'"] : []),
  ]
  const tree = providersTree({
    evm,
    indent: '    ',
    children: ['{props.children}'],
    wagmiProps: ' initialState={props.initialState}',
    porticoProps: ' initialState={props.porticoState}',
  })
  return `'use client'

${imports.join('\n')}

/** The client-side providers${evm ? ": wagmi and Portico, both hydrated from the request's cookies, and react-query" : ": Portico, hydrated from the request's cookie"}. */
export function Providers(props: {
  children: ReactNode${evm ? '\n  initialState: State | undefined' : ''}
  porticoState: PorticoInitialState | undefined
}) {${evm ? '\n  const [queryClient] = useState(() => new QueryClient())' : ''}
  return (
${tree}
  )
}
`
}

const page = `import { ConnectButton, NetworkButton } from '@portico/react'
import { Account } from './Account'

// A server component: it renders Portico's client components, and the server HTML holds the buttons.
export default function Home() {
  return (
    <>
      <header>
        <ConnectButton />
        <NetworkButton />
      </header>
      <main>
        <Account />
      </main>
    </>
  )
}
`
