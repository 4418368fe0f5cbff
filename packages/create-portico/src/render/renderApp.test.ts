import { describe, expect, it } from 'vitest'
import type { AppChoices } from '../options/AppChoices.js'
import { renderApp } from './renderApp.js'

const versions = Object.fromEntries(
  [
    'activity',
    'adapter-bitcoin',
    'adapter-cosmos',
    'adapter-eip155',
    'adapter-polkadot',
    'adapter-solana',
    'core',
    'embedded',
    'multiwallet',
    'names',
    'react',
    'receive',
    'send',
    'siwx',
    'walletconnect',
  ].map((name) => [`@portico/${name}`, '^1.2.3']),
)

const base: AppChoices = {
  directory: 'my-dapp',
  name: 'my-dapp',
  template: 'vite',
  namespaces: ['eip155'],
  features: [],
  projectId: 'my-dapp',
  cloudUrl: undefined,
  secureSiteUrl: undefined,
}

function files(choices: Partial<AppChoices>): Record<string, string> {
  return Object.fromEntries(
    renderApp({ ...base, ...choices }, versions).map((file) => [file.path, file.contents]),
  )
}

describe('renderApp', () => {
  it('writes a Vite app with wagmi: the instance, the providers, the settings and the next steps', () => {
    const app = files({})
    expect(Object.keys(app).sort()).toEqual([
      '.env',
      '.env.example',
      '.gitignore',
      'README.md',
      'index.html',
      'package.json',
      'src/Account.tsx',
      'src/App.tsx',
      'src/main.tsx',
      'src/portico.ts',
      'src/vite-env.d.ts',
      'src/wagmi.ts',
      'tsconfig.json',
      'vite.config.ts',
    ])
    expect(
      app['src/portico.ts'],
    ).toBe(`import { eip155Adapter, eip155Networks } from '@portico/adapter-eip155'
import { createPortico } from '@portico/core'
import { wagmiConfig } from './wagmi.js'

/** The app's Portico instance: created once, outside the components. */
export const portico = createPortico({
  projectId: import.meta.env.VITE_PORTICO_PROJECT_ID,
  metadata: {
    name: 'my-dapp',
    description: 'A Portico app',
    url: window.location.origin,
    icons: [],
  },
  networks: [...eip155Networks(wagmiConfig.chains)],
  adapters: [eip155Adapter({ wagmiConfig })],
})
`)
    expect(app['src/App.tsx']).toContain('<WagmiProvider config={wagmiConfig} reconnectOnMount={false}>')
    expect(app['.env']).toBe('VITE_PORTICO_PROJECT_ID=my-dapp\n')
    expect(app['README.md']).toContain('cd my-dapp\nnpm install\nnpm run dev')
  })

  it("puts this release's Portico versions and the examples' third-party versions into package.json", () => {
    const manifest = JSON.parse(
      files({ namespaces: ['eip155', 'solana'], features: ['send'] })['package.json'] ?? '',
    )
    expect(manifest.dependencies).toEqual({
      '@portico/adapter-eip155': '^1.2.3',
      '@portico/adapter-solana': '^1.2.3',
      '@portico/core': '^1.2.3',
      '@portico/react': '^1.2.3',
      '@portico/send': '^1.2.3',
      '@tanstack/react-query': '5.108.0',
      '@wagmi/core': '3.6.5',
      react: '19.3.1',
      'react-dom': '19.3.1',
      viem: '2.57.20',
      wagmi: '3.7.7',
    })
    expect(manifest.scripts.build).toBe('tsc --noEmit && vite build')
  })

  it('leaves wagmi out of an app without EVM', () => {
    const app = files({ namespaces: ['solana', 'bip122', 'polkadot', 'cosmos'] })
    expect(app['src/wagmi.ts']).toBeUndefined()
    expect(app['src/App.tsx']).not.toContain('wagmi')
    expect(app['src/portico.ts']).toContain(
      "  adapters: [\n    solanaAdapter(),\n    bitcoinAdapter(),\n    polkadotAdapter({ appName: 'my-dapp' }),\n    cosmosAdapter(),\n  ],",
    )
    expect(Object.keys(JSON.parse(app['package.json'] ?? '').dependencies)).not.toContain('wagmi')
  })

  it('passes each feature as docs/features.md enables it, and reads the services from .env', () => {
    const app = files({
      features: ['walletconnect', 'email', 'siwx', 'send', 'receive', 'activity', 'names', 'multiwallet'],
      cloudUrl: 'https://cloud.example.com',
      secureSiteUrl: 'https://secure.example.com',
    })
    const portico = app['src/portico.ts'] ?? ''
    expect(portico).toContain("const { cloudSiwx } = await import('@portico/siwx')")
    expect(portico).toContain("siwx: cloudSiwx({ statement: 'Sign in to my-dapp' }),")
    expect(portico).toContain('cloudUrl: import.meta.env.VITE_PORTICO_CLOUD_URL,')
    expect(portico).toContain(`  plugins: [
    walletConnect(),
    embeddedWallet({ secureSiteUrl: import.meta.env.VITE_PORTICO_SECURE_SITE_URL }),
    send(),
    receiveFeature,
    activity(),
    names(),
    multiWallet,
  ],`)
    expect(app['.env']).toBe(
      'VITE_PORTICO_PROJECT_ID=my-dapp\nVITE_PORTICO_CLOUD_URL=https://cloud.example.com\nVITE_PORTICO_SECURE_SITE_URL=https://secure.example.com\n',
    )
    expect(app['src/vite-env.d.ts']).toContain('readonly VITE_PORTICO_SECURE_SITE_URL: string')
  })

  it('signs in locally without a cloud, with the verifier of each chosen namespace and its library', () => {
    const app = files({ namespaces: ['eip155', 'polkadot'], features: ['siwx'] })
    const portico = app['src/portico.ts'] ?? ''
    expect(
      portico,
    ).toContain(`const [{ defaultSiwx }, { eip155Verifier }, { polkadotVerifier }] = await Promise.all([
  import('@portico/siwx'),
  import('@portico/siwx/eip155'),
  import('@portico/siwx/polkadot'),
])`)
    expect(portico).toContain(`  siwx: defaultSiwx({
    statement: 'Sign in to my-dapp',
    verifiers: [eip155Verifier(), polkadotVerifier()],
  }),`)
    const dependencies = JSON.parse(app['package.json'] ?? '').dependencies
    expect(dependencies['@polkadot/util-crypto']).toBe('14.0.3')
    expect(dependencies['@scure/btc-signer']).toBeUndefined()
  })

  it('writes a Next.js app as examples/next: cookies read by the layout, the providers in a client component', () => {
    const app = files({ template: 'next', namespaces: ['eip155', 'solana'] })
    expect(Object.keys(app).sort()).toEqual([
      '.env',
      '.env.example',
      '.gitignore',
      'README.md',
      'app/Account.tsx',
      'app/Providers.tsx',
      'app/layout.tsx',
      'app/page.tsx',
      'app/portico.ts',
      'app/wagmi.ts',
      'env.d.ts',
      'next.config.mjs',
      'package.json',
      'tsconfig.json',
    ])
    expect(app['app/Providers.tsx']).toMatch(/^'use client'/)
    expect(app['app/Account.tsx']).toMatch(/^'use client'/)
    expect(app['app/layout.tsx']).toContain(
      '<Providers initialState={cookieToInitialState(wagmiConfig, cookie)} porticoState={porticoInitialState(cookie)}>',
    )
    expect(app['app/portico.ts']).toContain('storage: cookieStorage(),')
    expect(app['app/portico.ts']).toContain('url: process.env.NEXT_PUBLIC_PORTICO_APP_URL,')
    expect(app['app/wagmi.ts']).toContain('ssr: true,\n  storage: createStorage({ storage: cookieStorage }),')
    expect(app['.env']).toBe(
      'NEXT_PUBLIC_PORTICO_PROJECT_ID=my-dapp\nNEXT_PUBLIC_PORTICO_APP_URL=http://localhost:3000\n',
    )
    expect(JSON.parse(app['package.json'] ?? '').dependencies.next).toBe('16.4.6')
  })

  it('reads the Portico cookie alone in a Next.js app without EVM', () => {
    const app = files({ template: 'next', namespaces: ['solana'] })
    expect(app['app/layout.tsx']).toContain('<Providers porticoState={cookieToInitialState(cookie)}>')
    expect(app['app/Providers.tsx']).not.toContain('wagmi')
  })
})
