import { describe, expect, it } from 'vitest'
import { CreatePorticoError } from './CreatePorticoError.js'
import { parseArguments } from './parseArguments.js'

describe('parseArguments', () => {
  it('reads the directory and every choice', () => {
    const parsed = parseArguments([
      'my-dapp',
      '--template',
      'next',
      '-n',
      'solana, eip155',
      '--features=siwx,walletconnect',
      '--project-id',
      'my-dapp-id',
      '--cloud-url',
      'https://cloud.example.com',
      '--yes',
    ])
    expect(parsed).toEqual({
      choices: {
        directory: 'my-dapp',
        template: 'next',
        // In the order their networks are listed: EVM first.
        namespaces: ['eip155', 'solana'],
        features: ['walletconnect', 'siwx'],
        projectId: 'my-dapp-id',
        cloudUrl: 'https://cloud.example.com',
      },
      yes: true,
      help: false,
    })
  })

  it('leaves out what was not given', () => {
    expect(parseArguments([])).toEqual({ choices: {}, yes: false, help: false })
    expect(parseArguments(['--help']).help).toBe(true)
  })

  it.each([
    [['--template', 'svelte'], 'Unknown template: svelte. Choose from: vite, next.'],
    [
      ['-n', 'eip155,tron'],
      'Unknown namespace: tron. Choose from: eip155, solana, bip122, polkadot, cosmos.',
    ],
    [
      ['-f', 'swaps,send,pay'],
      'Unknown feature: swaps, pay. Choose from: walletconnect, email, siwx, send, receive, activity, names, multiwallet.',
    ],
    [['a', 'b'], 'One directory only, got 2: a b.'],
  ])('refuses %j: %s', (args, message) => {
    expect(() => parseArguments(args)).toThrow(new CreatePorticoError(message))
  })

  it('refuses an unknown option with what node says about it', () => {
    expect(() => parseArguments(['--tempalte', 'vite'])).toThrow(/Unknown option '--tempalte'.*--help/)
  })
})
