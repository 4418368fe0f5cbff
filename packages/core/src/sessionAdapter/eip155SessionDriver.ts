import { HttpError } from '../errors/HttpError.js'
import { PorticoError } from '../errors/PorticoError.js'
import type { Network } from '../types/network.js'
import type { SessionDriver } from './SessionDriver.js'

const toHex = (value: bigint | number) => `0x${value.toString(16)}`

/** personal_sign takes the message as hex of its UTF-8 bytes. */
function hexOfText(text: string): string {
  const bytes = new TextEncoder().encode(text)
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

function answerString(value: unknown, method: string): string {
  if (typeof value !== 'string') throw new PorticoError(`The wallet answered ${method} without a string`)
  return value
}

/** eth_getBalance on the network's own RPC (no wallet round trip for a read). */
async function readBalance(address: string, network: Network) {
  const url = network.rpcUrls.default.http[0]
  if (url === undefined) throw new PorticoError(`The network ${network.caipNetworkId} has no RPC URL`)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  if (!response.ok) throw new HttpError({ status: response.status, url })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (typeof body.result !== 'string') throw new PorticoError(body.error?.message ?? 'eth_getBalance failed')
  const { decimals, symbol } = network.nativeCurrency
  return { value: BigInt(body.result), decimals, symbol }
}

/** The EVM session driver: the WalletConnect methods a session proposes for eip155. */
export const eip155SessionDriver: SessionDriver = {
  namespace: 'eip155',
  async signMessage(request, chainId, { message, address }) {
    return answerString(
      await request(chainId, 'personal_sign', [hexOfText(message), address]),
      'personal_sign',
    )
  },
  async signTypedData(request, chainId, { address, typedData }) {
    const answer = await request(chainId, 'eth_signTypedData_v4', [address, JSON.stringify(typedData)])
    return answerString(answer, 'eth_signTypedData_v4')
  },
  async sendTransaction(request, { address, network, to, value, data, gas }) {
    const transaction = {
      from: address,
      to,
      ...(value === undefined ? {} : { value: toHex(value) }),
      ...(data === undefined ? {} : { data }),
      ...(gas === undefined ? {} : { gas: toHex(gas) }),
    }
    const answer = await request(network.caipNetworkId, 'eth_sendTransaction', [transaction])
    return answerString(answer, 'eth_sendTransaction')
  },
  async switchNetwork(request, chainId, network) {
    await request(chainId, 'wallet_switchEthereumChain', [{ chainId: toHex(Number(network.id)) }])
  },
  getBalance: ({ address, network }) => readBalance(address, network),
}
