/**
 * The networks where the project's embedded wallet has a smart account, each with the ERC-4337 bundler its user
 * operations go to (for now a per-chain setting the page gives, as the cloud will; the URL may be the cloud's bundler
 * endpoint). A network not named here uses the EOA.
 */
export type SmartAccountNetworks = Readonly<Record<`eip155:${number}`, { readonly bundlerUrl: string }>>
