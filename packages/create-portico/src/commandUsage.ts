import { FEATURES, NAMESPACES, TEMPLATES } from './options/choices.js'

const list = (table: Record<string, unknown>) => Object.keys(table).join(', ')

/** `create-portico --help`. */
export const COMMAND_USAGE = `Creates a React app with Portico.

  npm create portico@latest [directory] -- [options]
  create-portico [directory] [options]

Options (each one left out is asked on a terminal, else its default is taken):
  -t, --template <name>       ${list(TEMPLATES)} (default vite)
  -n, --namespaces <list>     comma-separated: ${list(NAMESPACES)} (default eip155)
  -f, --features <list>       comma-separated: ${list(FEATURES)} (default none)
      --project-id <id>       the Portico project id (default: the app's name)
      --cloud-url <url>       Portico Cloud (default none, or http://127.0.0.1:8787 when a feature needs it)
      --secure-site-url <url> the embedded wallet's secure site, with the email feature (default http://127.0.0.1:4410)
  -y, --yes                   take the defaults, ask nothing
  -h, --help                  this text

Example:
  npm create portico@latest my-dapp -- --template next --namespaces eip155,solana --features walletconnect,siwx
`
