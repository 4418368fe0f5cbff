/**
 * The provider tree around `children`: Portico inside WagmiProvider and react-query when the app has EVM
 * (`reconnectOnMount={false}` leaves reconnecting to Portico), Portico alone otherwise. `indent` is the first
 * line's indentation.
 */
export function providersTree(parameters: {
  evm: boolean
  children: string[]
  indent: string
  wagmiProps?: string
  porticoProps?: string
}): string {
  const { evm, children, indent } = parameters
  const layers = [
    ...(evm
      ? [
          [
            `<WagmiProvider config={wagmiConfig}${parameters.wagmiProps ?? ''} reconnectOnMount={false}>`,
            '</WagmiProvider>',
          ],
          ['<QueryClientProvider client={queryClient}>', '</QueryClientProvider>'],
        ]
      : []),
    [`<PorticoProvider portico={portico}${parameters.porticoProps ?? ''}>`, '</PorticoProvider>'],
  ]
  const lines: string[] = []
  for (const [depth, [open]] of layers.entries()) lines.push(`${indent}${'  '.repeat(depth)}${open}`)
  for (const child of children) lines.push(`${indent}${'  '.repeat(layers.length)}${child}`)
  for (let depth = layers.length - 1; depth >= 0; depth--)
    lines.push(`${indent}${'  '.repeat(depth)}${layers[depth]?.[1]}`)
  return lines.join('\n')
}
