import { CloudError } from '../errors/CloudError.js'
import type { OnrampProviderClient, OnrampProviderOptions } from './OnrampProviderClient.js'
import { OnrampProviderError } from './onrampErrors.js'

/** A provider that could not answer, as the options and quote answers list it beside the others' answers. */
export type OnrampUnavailable = { provider: string; error: string; message: string }

/**
 * Calls every provider at once: the answers of those that answered and the errors of those that did not. When none
 * answered, the first provider's error is thrown (a clear code, never a 500).
 */
export async function fromEveryProvider<T>(
  providers: OnrampProviderClient[],
  call: (provider: OnrampProviderClient) => Promise<T>,
): Promise<{ answers: { provider: string; answer: T }[]; unavailable: OnrampUnavailable[] }> {
  const settled = await Promise.allSettled(providers.map(call))
  const answers: { provider: string; answer: T }[] = []
  const unavailable: OnrampUnavailable[] = []
  const errors: CloudError[] = []
  settled.forEach((result, index) => {
    const provider = providers[index]?.name ?? ''
    if (result.status === 'fulfilled') {
      answers.push({ provider, answer: result.value })
      return
    }
    const error =
      result.reason instanceof CloudError
        ? result.reason
        : new OnrampProviderError(provider, 'failed', result.reason)
    errors.push(error)
    unavailable.push({ provider, error: error.code, message: error.message })
  })
  if (answers.length === 0 && errors[0]) throw errors[0]
  return { answers, unavailable }
}

/** The options answer: each provider's fee and currencies, and every asset a provider sells, per network. */
export function onrampOptionsAnswer(answers: { provider: string; answer: OnrampProviderOptions }[]) {
  const assets = new Map<string, { asset: string; network: string; decimals: number; providers: string[] }>()
  for (const { provider, answer } of answers)
    for (const { asset, network, decimals } of answer.assets) {
      const key = `${network}/${asset}`
      const entry = assets.get(key) ?? { asset, network, decimals, providers: [] }
      entry.providers.push(provider)
      assets.set(key, entry)
    }
  return {
    providers: answers.map(({ provider, answer }) => ({
      name: provider,
      feeBps: answer.feeBps,
      fiatCurrencies: answer.fiatCurrencies,
    })),
    assets: [...assets.values()],
  }
}
