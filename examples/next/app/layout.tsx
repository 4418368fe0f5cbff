import { cookieToInitialState as porticoInitialState } from '@portico/core'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { cookieToInitialState } from 'wagmi'
import { Providers } from './Providers'
import { wagmiConfig } from './wagmi'

export const metadata = { title: 'Portico example: Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie')
  const initialState = cookieToInitialState(wagmiConfig, cookie)
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState} porticoState={porticoInitialState(cookie)}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
