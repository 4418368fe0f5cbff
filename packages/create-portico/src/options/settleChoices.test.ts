import { describe, expect, it } from 'vitest'
import type { Asker } from '../prompts/Asker.js'
import { CreatePorticoError } from './CreatePorticoError.js'
import { settleChoices } from './settleChoices.js'

/** Answers the questions in order, and keeps what it was asked and told. */
function scriptedAsker(answers: string[]): Asker & { asked: string[]; refused: string[] } {
  const asked: string[] = []
  const refused: string[] = []
  return {
    asked,
    refused,
    async ask(question, defaultAnswer) {
      asked.push(question)
      const answer = answers.shift()
      return answer === undefined || answer === '' ? defaultAnswer : answer
    },
    refuse: (message) => refused.push(message),
  }
}

describe('settleChoices', () => {
  it('takes the defaults without a terminal', async () => {
    expect(await settleChoices({}, undefined)).toEqual({
      directory: 'portico-app',
      name: 'portico-app',
      template: 'vite',
      namespaces: ['eip155'],
      features: [],
      projectId: 'portico-app',
      cloudUrl: undefined,
      secureSiteUrl: undefined,
    })
  })

  it('points features that need them at a local cloud and secure site', async () => {
    const choices = await settleChoices({ directory: 'My Dapp', features: ['email', 'activity'] }, undefined)
    expect(choices).toMatchObject({
      name: 'my-dapp',
      cloudUrl: 'http://127.0.0.1:8787',
      secureSiteUrl: 'http://127.0.0.1:4410',
    })
  })

  it('asks what the command line left open, and again after an answer it refuses', async () => {
    const asker = scriptedAsker([
      'shop',
      'next',
      'eip155,tron',
      'eip155,cosmos',
      'siwx',
      '',
      'https://cloud.example.com/',
    ])
    const choices = await settleChoices({}, asker)
    expect(choices).toEqual({
      directory: 'shop',
      name: 'shop',
      template: 'next',
      namespaces: ['eip155', 'cosmos'],
      features: ['siwx'],
      projectId: 'shop',
      cloudUrl: 'https://cloud.example.com',
      secureSiteUrl: undefined,
    })
    expect(asker.refused).toEqual([
      'Unknown namespace: tron. Choose from: eip155, solana, bip122, polkadot, cosmos.',
    ])
    expect(asker.asked).toHaveLength(7)
  })

  it('ends when the person cancels a question, without asking it again', async () => {
    const cancelling: Asker = {
      ask: async () => {
        throw new CreatePorticoError('Cancelled: nothing was written.')
      },
      refuse: () => {
        throw new Error('a cancelled question is not refused and asked again')
      },
    }
    await expect(settleChoices({}, cancelling)).rejects.toThrow('Cancelled: nothing was written.')
  })

  it('asks for another folder when the one answered is refused', async () => {
    const asker = scriptedAsker(['taken', 'free'])
    const refuse = (directory: string) => {
      if (directory === 'taken') throw new CreatePorticoError('The folder taken is not empty')
    }
    expect((await settleChoices({}, asker, refuse)).directory).toBe('free')
    expect(asker.refused).toEqual(['The folder taken is not empty'])
  })

  it.each([
    [{ namespaces: [] }, 'Choose at least one namespace: eip155, solana, bip122, polkadot, cosmos.'],
    [
      { namespaces: ['solana' as const], features: ['activity' as const] },
      'The feature activity works on eip155 only: add it to the namespaces, or leave activity out.',
    ],
    [
      { namespaces: ['bip122' as const, 'cosmos' as const], features: ['email' as const] },
      'The feature email works on eip155 or solana only: add one of them to the namespaces, or leave email out.',
    ],
    [
      { namespaces: ['cosmos' as const], features: ['send' as const] },
      'The feature send works on eip155 or solana only: add one of them to the namespaces, or leave send out.',
    ],
    [
      { cloudUrl: 'cloud.example.com' },
      'The cloud URL "cloud.example.com" is not a URL (for example http://127.0.0.1:8787).',
    ],
    [
      { cloudUrl: 'ftp://cloud.example.com' },
      'The cloud URL "ftp://cloud.example.com" must start with http:// or https://.',
    ],
    [
      { projectId: 'my app' },
      'The project id "my app" may hold only letters, digits, ".", "_" and "-" (1 to 128 of them).',
    ],
  ])('refuses %j', async (given, message) => {
    await expect(settleChoices(given, undefined)).rejects.toThrow(new CreatePorticoError(message))
  })
})
