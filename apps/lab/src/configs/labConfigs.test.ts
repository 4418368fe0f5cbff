import { describe, expect, it } from 'vitest'
import { findLabConfig } from './findLabConfig.js'
import { labConfigs } from './labConfigs.js'

describe('labConfigs', () => {
  it('has the configurations the browser tests and the index page rely on', () => {
    expect(labConfigs.map((config) => config.name)).toMatchInlineSnapshot(`
      [
        "evm-default",
        "evm-allow-unsupported",
        "evm-no-reconnect",
        "evm-embedded-inline",
        "evm-light-theme",
        "evm-no-network-switch",
        "evm-solana",
        "all-namespaces",
        "cloud-remote-on",
        "cloud-remote-off",
        "cloud-disallowed-origin",
        "cloud-bad-project",
        "cloud-basic",
        "cloud-identity",
        "siwx-local",
        "siwx-required",
        "siwx-cloud",
        "siwx-all-namespaces",
        "account-features",
        "multi-wallet",
        "multi-wallet-off",
        "multi-wallet-solana",
        "email-login",
        "email-smart-account",
        "email-smart-account-siwx",
        "email-smart-sessions",
        "send-solana",
        "solana-wallet-adapter",
        "social-login",
        "walletconnect",
        "walletconnect-short-pairing",
        "walletconnect-evm-solana",
        "walletconnect-mobile",
        "connect-switches",
        "walletconnect-basic",
        "walletconnect-registry",
        "walletconnect-relay-bad-project",
        "wallets-off",
        "debug-off",
        "swaps",
        "swaps-walletconnect",
        "swaps-embedded",
        "onramp",
        "onramp-solana",
        "pay",
        "pay-solana",
      ]
    `)
  })

  it('gives every config a unique URL-safe name, a title and a description', () => {
    const names = labConfigs.map((config) => config.name)
    expect(new Set(names).size).toBe(names.length)
    for (const config of labConfigs) {
      expect(config.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(config.title.length).toBeGreaterThan(0)
      expect(config.description.length).toBeGreaterThan(0)
    }
  })

  it('announces at least one test wallet with a unique rdns in every config', () => {
    for (const config of labConfigs) {
      const rdns = config.wallets.announced.map((wallet) => wallet.rdns)
      expect(rdns.length).toBeGreaterThan(0)
      expect(new Set(rdns).size).toBe(rdns.length)
    }
  })

  it('places the modal inline exactly when embedded mode is on', () => {
    for (const config of labConfigs) {
      expect(config.layout === 'embedded').toBe(config.options.enableEmbedded === true)
    }
  })

  it('finds a config by name and nothing for an unknown name', () => {
    expect(findLabConfig('evm-default')?.title).toBe('EVM, defaults')
    expect(findLabConfig('no-such-config')).toBeUndefined()
  })
})
