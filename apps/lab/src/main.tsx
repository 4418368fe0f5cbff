import { lazy, type ReactNode, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { bootstrapConfigPage } from './bootstrapConfigPage.js'
import { findLabConfig } from './configs/findLabConfig.js'
import type { LabConfig } from './configs/LabConfig.js'
import { IndexPage } from './pages/IndexPage.js'
import { MessagePage } from './pages/MessagePage.js'
import './lab.css'

// The WalletConnect test wallet's page (the official WalletConnect clients) loads only when asked for.
const WalletConnectWalletPage = lazy(() =>
  import('./pages/WalletConnectWalletPage.js').then((module) => ({
    default: module.WalletConnectWalletPage,
  })),
)

const root = createRoot(document.getElementById('root') as HTMLElement)
const render = (page: ReactNode) => root.render(<StrictMode>{page}</StrictMode>)
const parameters = new URLSearchParams(window.location.search)
const name = parameters.get('config')
const theme = parameters.get('theme')
const found = name === null ? undefined : findLabConfig(name)
// `&theme=light|dark` shows a config in the other theme (the browser tests' screenshots of both).
const config: LabConfig | undefined =
  found && (theme === 'light' || theme === 'dark')
    ? { ...found, options: { ...found.options, themeMode: theme } }
    : found

if (parameters.get('page') === 'walletconnect-wallet')
  render(
    <Suspense>
      <WalletConnectWalletPage />
    </Suspense>,
  )
else if (name === null) render(<IndexPage />)
else if (!config)
  render(
    <MessagePage
      testId="lab-config-not-found"
      title="Config not found"
      message={`No configuration named ${name}.`}
    />,
  )
else
  bootstrapConfigPage(config, {
    withTestWallet: parameters.get('wallet') === 'test',
    locale: parameters.get('locale') ?? undefined,
  }).then(render, (error: unknown) =>
    render(
      <MessagePage
        testId="lab-error"
        title="The lab could not start"
        message={error instanceof Error ? error.message : String(error)}
      />,
    ),
  )
