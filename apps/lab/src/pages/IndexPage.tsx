import { labConfigs } from '../configs/labConfigs.js'

/** Lists every registered configuration, each linking to its page (and with its test wallet). */
export function IndexPage() {
  return (
    <main className="lab-index">
      <h1>Portico lab</h1>
      <p>
        One page per configuration. Add `&amp;wallet=test` to play with an injected test wallet,
        `&amp;locale=de` (es, fr, ja, zh-CN, pt-BR, ar) to see the widget in another language.
      </p>
      <p>
        <a href="/?page=walletconnect-wallet">WalletConnect test wallet</a>: a phone beside the widget; paste
        the link a WalletConnect view copies, then approve or reject by hand.
      </p>
      <ul data-testid="lab-config-list">
        {labConfigs.map((config) => (
          <li key={config.name} data-testid={`lab-config-${config.name}`}>
            <a href={`/?config=${config.name}`}>{config.title}</a>{' '}
            <a href={`/?config=${config.name}&wallet=test`}>(with test wallet)</a>
            <p>{config.description}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
