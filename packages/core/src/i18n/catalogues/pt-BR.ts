import type { Catalogue } from '../Catalogue.js'

/** Portuguese (Brazil). Loaded on demand (its own chunk); a key missing here shows in English. */
export const ptBR: Catalogue = {
  'button.connect': 'Conectar carteira',
  'button.connecting': 'Conectando...',
  'button.selectNetwork': 'Selecionar rede',
  'button.switchNetwork': 'Trocar de rede',

  'modal.back': 'Voltar',
  'modal.close': 'Fechar',
  'modal.closeAlert': 'Fechar aviso',
  'modal.loading': 'Carregando',
  'modal.viewFailed': 'Algo deu errado',
  'modal.viewMissing': 'Esta tela não está disponível',

  'common.tryAgain': 'Tentar novamente',
  'common.disconnect': 'Desconectar',

  'connect.title': 'Conectar carteira',
  'connect.noWallets': 'Nenhuma carteira encontrada',
  'connect.allWallets': 'Todas as carteiras',

  'wallets.recent': 'Recente',
  'wallets.installed': 'Instalada',

  'allWallets.title': 'Todas as carteiras',
  'allWallets.searchLabel': 'Pesquisar carteiras',
  'allWallets.searchPlaceholder': 'Pesquisar carteira',
  'allWallets.searching': 'Pesquisando…',
  'allWallets.loading': 'Carregando carteiras…',
  'allWallets.searchFailed': 'A pesquisa falhou',
  'allWallets.loadFailed': 'Não foi possível carregar mais carteiras',
  'allWallets.noMatch': 'Nenhuma carteira encontrada',

  'connecting.title': 'Conectando',
  'connecting.yourWallet': 'sua carteira',
  'connecting.waiting': 'Continue em {wallet}',
  'connecting.waitingNote': 'Aceite a solicitação de conexão na sua carteira',
  'connecting.rejected': 'Conexão recusada',
  'connecting.rejectedNote': 'A solicitação foi recusada na carteira. Você pode tentar novamente.',
  'connecting.failed': 'Falha na conexão',
  'connecting.connected': 'Conectado',
  'connecting.connectedNote': 'Sua carteira está conectada',

  'account.title': 'Conta',
  'account.copyAddress': 'Copiar endereço',
  'account.copied': 'Copiado',
  'account.copyFailed': 'Não foi possível copiar',
  'account.loadingBalance': 'Carregando saldo',
  'account.balanceUnavailable': 'Saldo indisponível',
  'account.unknownNetwork': 'Rede desconhecida',
  'account.disconnectFailed': 'Não foi possível desconectar, tente novamente',
  'account.tabs': 'Conta',
  'account.tokens': 'Tokens',
  'account.nfts': 'NFTs',
  'account.activity': 'Atividade',
  'account.noTokens': 'Nenhum token ainda',
  'account.noNfts': 'Nenhum NFT ainda',
  'account.noActivity': 'Nenhuma atividade ainda',

  'switchNetwork.title': 'Escolher rede',
  'switchNetwork.switching': 'Trocando',
  'switchNetwork.failed': 'Não foi possível trocar para {network}.',

  'unsupportedChain.title': 'Trocar de rede',
  'unsupportedChain.note':
    'Este app não é compatível com a sua rede atual. Troque para uma das opções disponíveis para continuar.',

  'switchActiveChain.title': 'Trocar de rede blockchain',
  'switchActiveChain.headline': 'Trocar para {network}',
  'switchActiveChain.headlineAny': 'Trocar de rede blockchain',
  'switchActiveChain.note':
    'Sua carteira está conectada em outra rede blockchain. Continue para usar esta rede.',
  'switchActiveChain.failed': 'A troca não foi concluída. Você pode tentar novamente.',
  'switchActiveChain.confirm': 'Trocar',
  'switchActiveChain.switching': 'Trocando…',

  'approve.title': 'Aprovar transação',
  'approve.headline': 'Aprove a solicitação',
  'approve.empty': 'Nenhuma solicitação pendente',
  'approve.waiting': '{request}: aguardando sua carteira',
  'approve.waitingMany': {
    one: '{request}: aguardando sua carteira ({count} solicitação)',
    other: '{request}: aguardando sua carteira ({count} solicitações)',
  },
  'approve.cancel': 'Cancelar solicitação',
  'approve.signMessage': 'Assinar uma mensagem',
  'approve.signTypedData': 'Assinar dados estruturados',
  'approve.sendTransaction': 'Enviar uma transação',

  'siwx.title': 'Entrar',
  'siwx.headline': '{name} quer que você entre com sua carteira',
  'siwx.account': 'Conta {address} em {network}',
  'siwx.sign': 'Assinar',
  'siwx.cancel': 'Cancelar',
  'siwx.authenticating': 'Autenticando...',
  'siwx.error': 'Erro ao assinar a mensagem',
  'siwx.waiting': 'Confirme a mensagem na sua carteira',

  'error.REQUEST_ABORTED': 'A solicitação foi cancelada',
  'error.SOMETHING_WENT_WRONG': 'Algo deu errado',
  'error.FRAME_ERROR': 'Ocorreu um erro',
  'error.EMAIL_DEPENDENCY_LOAD_FAILED': 'Não foi possível carregar o login por e-mail',
  'error.EMAIL_COOLDOWN': 'Tente novamente daqui a {seconds} segundos',
  'error.INVALID_EMAIL': 'E-mail inválido',
  'error.CHAIN_NOT_SUPPORTED': 'Esta rede blockchain não é compatível',
  'error.USER_REJECTED': 'O usuário recusou a solicitação',
  'error.FETCH_TRANSACTIONS_FAILED': 'Não foi possível buscar as transações',
  'error.TOKEN_BALANCE_UNAVAILABLE': 'Saldo de tokens indisponível',
  'error.AUTH_INIT_FAILED': 'Ocorreu um problema ao iniciar a autenticação',
  'error.SIGN_MESSAGE_FAILED': 'Erro ao assinar a mensagem',
  'error.AUTHENTICATING': 'Autenticando...',
  'error.NAME_RESOLVE_FAILED': 'Erro ao resolver o nome',
  'error.NAME_SUGGESTIONS_FAILED': 'Erro ao buscar sugestões de nomes',
  'error.NAMES_FOR_ADDRESS_FAILED': 'Erro ao buscar os nomes do endereço',
  'error.NAME_REGISTER_FAILED': 'Erro ao registrar o nome {name}',
  'error.NETWORK_NOT_FOUND': 'Rede não encontrada',
  'error.INVALID_ACCOUNT_NAME': 'Um nome usa letras, números e hifens, com pelo menos 4 caracteres',
  'error.DISCONNECT_FAILED': 'Não foi possível desconectar as redes: {reason}',
  'error.CAPABILITY_NOT_SUPPORTED': '{capability} não é compatível com o namespace {namespace}',
  'error.UNSUPPORTED_NETWORK_NAME': 'Rede desconhecida',
  'error.SEND_AMOUNT_AND_RECEIVER_REQUIRED': 'Informe um valor e o endereço de destino',
  'error.SEND_TOKEN_REQUIRED': 'Escolha um token',
  'error.UNSUPPORTED_CHAIN': 'Rede blockchain não compatível',

  'alert.titled': '{title}: {description}',
  'alert.INVALID_APP_CONFIGURATION.title': 'Configuração do app inválida',
  'alert.INVALID_APP_CONFIGURATION.description':
    'A origem {origin} não está entre as origens permitidas deste projeto. Adicione-a às origens permitidas do projeto no Portico Cloud.',
  'alert.INVALID_PROJECT_ID.title': 'ID do projeto inválido',
  'alert.INVALID_PROJECT_ID.description':
    'O Portico Cloud não conhece este ID de projeto. Verifique o projectId passado para createPortico.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'ID do projeto não configurado',
  'alert.PROJECT_ID_NOT_CONFIGURED.description':
    'Nenhum ID de projeto foi definido. Passe para createPortico o projectId do seu projeto no Portico Cloud.',
  'alert.RATE_LIMITED.title': 'Limite de solicitações atingido',
  'alert.RATE_LIMITED.description':
    'Solicitações demais para a configuração do projeto. Tente novamente mais tarde.',
  'alert.SERVER_ERROR.title': 'Erro no servidor',
  'alert.SERVER_ERROR.description':
    'O Portico Cloud não conseguiu carregar a configuração do projeto. Tente novamente mais tarde.',
  'alert.IFRAME_LOAD_FAILED.title': 'Falha ao carregar a carteira integrada',
  'alert.IFRAME_LOAD_FAILED.description':
    'A carteira integrada não carregou. Verifique sua conexão de rede e tente novamente.',
  'alert.IFRAME_REQUEST_TIMEOUT.title': 'Tempo da solicitação esgotado',
  'alert.IFRAME_REQUEST_TIMEOUT.description': 'A carteira integrada não respondeu a tempo. Tente novamente.',
  'alert.UNVERIFIED_DOMAIN.title': 'Domínio não verificado',
  'alert.UNVERIFIED_DOMAIN.description':
    'Este domínio não está verificado para a carteira integrada. Adicione-o às origens permitidas do projeto no Portico Cloud.',
  'alert.SESSION_EXPIRED.title': 'Sessão expirada',
  'alert.SESSION_EXPIRED.description':
    'A sessão não é mais válida. Confira se o relógio do seu dispositivo está certo e conecte-se novamente.',
  'alert.NETWORK_NOT_FOUND.title': 'Rede não encontrada',
  'alert.NETWORK_NOT_FOUND.description':
    'A rede não está entre as redes deste app. Adicione-a às networks passadas para createPortico.',
  'alert.MULTI_WALLET_NOT_ENABLED.title': 'Várias carteiras não ativadas',
  'alert.MULTI_WALLET_NOT_ENABLED.description':
    'O suporte a várias carteiras precisa ser ativado na configuração do projeto.',
  'alert.LOCAL_CONFIGURATION_IGNORED.title': 'Configuração local ignorada',
  'alert.LOCAL_CONFIGURATION_IGNORED.description':
    'A configuração remota do projeto substitui estes recursos locais: {features}.',
  'receive.title': 'Receber',
  'receive.qrLabel': 'QR code do seu endereço',
  'receive.copy': 'Copiar endereço',
  'receive.networks': 'Você pode receber nestas redes',
  'receive.ss58Warning':
    'Este endereço está no formato de {network}. A mesma conta tem outro endereço nas demais redes Polkadot: envie para ele somente na {network}.',
  'receive.notConnected': 'Conecte uma carteira para receber',
}
