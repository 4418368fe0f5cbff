import type { CaipNetworkId, Network } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../messenger/formatSiwxMessage.js'
import type { SiwxVerifier } from '../verifiers/SiwxVerifier.js'

/** What one verifier's test world gives the conformance suite: a real wallet's account that signs. */
export interface SiwxVerifierFixture {
  verifier: SiwxVerifier
  chainId: CaipNetworkId
  network?: Network
  /** The account that signs. */
  address: string
  /** Another account of the namespace (its signatures must not pass for `address`). */
  otherAddress: string
  /** The wallet's signature of `message`, encoded as the namespace's adapter returns it. */
  sign(message: string): Promise<string>
  teardown?(): Promise<void>
}

/**
 * The suite every SIWX verifier runs against signatures of a real test wallet: the account's
 * signature of a sign-in message verifies; a tampered message, another message's signature,
 * another account and a malformed signature are refused (false, never a throw).
 */
export function describeSiwxVerifierConformance(
  name: string,
  setup: () => Promise<SiwxVerifierFixture>,
): void {
  describe(`${name}: SIWX verifier conformance`, () => {
    let fixture: SiwxVerifierFixture
    let message: string
    let signature: string

    beforeAll(async () => {
      fixture = await setup()
      message = formatSiwxMessage({
        domain: 'dapp.example',
        uri: 'https://dapp.example/login',
        version: '1',
        nonce: 'k3Yz9Qp2Lm8Rt4Wx',
        accountAddress: fixture.address,
        chainId: fixture.chainId,
        statement: 'Sign in to Dapp <&> "quoted"',
        issuedAt: '2026-01-01T00:00:00.000Z',
      })
      signature = await fixture.sign(message)
    })

    afterAll(async () => {
      await fixture?.teardown?.()
    })

    const verify = (parameters: { message?: string; signature?: string; address?: string }) =>
      fixture.verifier.verify({
        message: parameters.message ?? message,
        signature: parameters.signature ?? signature,
        address: parameters.address ?? fixture.address,
        chainId: fixture.chainId,
        network: fixture.network,
      })

    it('speaks its namespace', () => {
      expect(fixture.chainId.startsWith(`${fixture.verifier.namespace}:`)).toBe(true)
    })

    it("verifies the account's signature of a sign-in message", async () => {
      await expect(verify({})).resolves.toBe(true)
    })

    it('refuses a tampered message', async () => {
      await expect(verify({ message: message.replace('Nonce: k3Yz', 'Nonce: k3Yy') })).resolves.toBe(false)
    })

    it("refuses another message's signature", async () => {
      const other = await fixture.sign(`${message}\n`)
      await expect(verify({ signature: other })).resolves.toBe(false)
    })

    it('refuses the signature for another account', async () => {
      await expect(verify({ address: fixture.otherAddress })).resolves.toBe(false)
    })

    it('refuses a malformed signature without throwing', async () => {
      await expect(verify({ signature: 'not-a-signature' })).resolves.toBe(false)
      await expect(verify({ signature: '' })).resolves.toBe(false)
    })
  })
}
