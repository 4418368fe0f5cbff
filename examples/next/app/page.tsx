import { ConnectButton, NetworkButton } from '@portico/react'
import { SignMessage } from './SignMessage'

// A server component: it renders Portico's client components, and the server HTML holds the buttons.
export default function Home() {
  return (
    <main>
      <header>
        <ConnectButton />
        <NetworkButton />
      </header>
      <SignMessage />
    </main>
  )
}
