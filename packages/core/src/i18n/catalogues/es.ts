import type { Catalogue } from '../Catalogue.js'

/** Spanish. Loaded on demand (its own chunk); a key missing here shows in English. */
export const es: Catalogue = {
  'button.connect': 'Conectar billetera',
  'button.connecting': 'Conectando...',
  'button.selectNetwork': 'Seleccionar red',
  'button.switchNetwork': 'Cambiar de red',

  'modal.back': 'Atrás',
  'modal.close': 'Cerrar',
  'modal.closeAlert': 'Cerrar aviso',
  'modal.loading': 'Cargando',
  'modal.viewFailed': 'Algo salió mal',
  'modal.viewMissing': 'Esta vista no está disponible',

  'common.tryAgain': 'Intentar de nuevo',
  'common.disconnect': 'Desconectar',

  'connect.title': 'Conectar billetera',
  'connect.noWallets': 'No se encontró ninguna billetera',
  'connect.allWallets': 'Todas las billeteras',

  'wallets.recent': 'Reciente',
  'wallets.installed': 'Instalada',

  'allWallets.title': 'Todas las billeteras',
  'allWallets.searchLabel': 'Buscar billeteras',
  'allWallets.searchPlaceholder': 'Buscar billetera',
  'allWallets.searching': 'Buscando…',
  'allWallets.loading': 'Cargando billeteras…',
  'allWallets.searchFailed': 'La búsqueda falló',
  'allWallets.loadFailed': 'No se pudieron cargar más billeteras',
  'allWallets.noMatch': 'No se encontró ninguna billetera',

  'connecting.title': 'Conectando',
  'connecting.yourWallet': 'tu billetera',
  'connecting.waiting': 'Continúa en {wallet}',
  'connecting.waitingNote': 'Acepta la solicitud de conexión en tu billetera',
  'connecting.rejected': 'Conexión rechazada',
  'connecting.rejectedNote': 'La solicitud se rechazó en la billetera. Puedes intentarlo de nuevo.',
  'connecting.failed': 'La conexión falló',
  'connecting.connected': 'Conectado',
  'connecting.connectedNote': 'Tu billetera está conectada',

  'account.title': 'Cuenta',
  'account.copyAddress': 'Copiar dirección',
  'account.copied': 'Copiado',
  'account.copyFailed': 'No se pudo copiar',
  'account.loadingBalance': 'Cargando saldo',
  'account.balanceUnavailable': 'Saldo no disponible',
  'account.unknownNetwork': 'Red desconocida',
  'account.disconnectFailed': 'No se pudo desconectar, inténtalo de nuevo',
  'account.tabs': 'Cuenta',
  'account.tokens': 'Tokens',
  'account.nfts': 'NFT',
  'account.activity': 'Actividad',
  'account.noTokens': 'Aún no hay tokens',
  'account.noNfts': 'Aún no hay NFT',
  'account.noActivity': 'Aún no hay actividad',

  'switchNetwork.title': 'Elegir red',
  'switchNetwork.switching': 'Cambiando',
  'switchNetwork.failed': 'No se pudo cambiar a {network}.',

  'unsupportedChain.title': 'Cambiar de red',
  'unsupportedChain.note':
    'Esta app no admite tu red actual. Cambia a una de las opciones disponibles para continuar.',

  'switchActiveChain.title': 'Cambiar de cadena',
  'switchActiveChain.headline': 'Cambiar a {network}',
  'switchActiveChain.headlineAny': 'Cambiar de cadena',
  'switchActiveChain.note': 'Tu billetera está conectada en otra cadena. Continúa para usar esta red.',
  'switchActiveChain.failed': 'El cambio no se completó. Puedes intentarlo de nuevo.',
  'switchActiveChain.confirm': 'Cambiar',
  'switchActiveChain.switching': 'Cambiando…',

  'approve.title': 'Aprobar transacción',
  'approve.headline': 'Aprueba la solicitud',
  'approve.empty': 'No hay solicitudes pendientes',
  'approve.waiting': '{request}: esperando a tu billetera',
  'approve.waitingMany': {
    one: '{request}: esperando a tu billetera ({count} solicitud)',
    other: '{request}: esperando a tu billetera ({count} solicitudes)',
  },
  'approve.cancel': 'Cancelar solicitud',
  'approve.signMessage': 'Firmar un mensaje',
  'approve.signTypedData': 'Firmar datos estructurados',
  'approve.sendTransaction': 'Enviar una transacción',

  'siwx.title': 'Iniciar sesión',
  'siwx.headline': '{name} quiere que inicies sesión con tu billetera',
  'siwx.account': 'Cuenta {address} en {network}',
  'siwx.sign': 'Firmar',
  'siwx.cancel': 'Cancelar',
  'siwx.authenticating': 'Autenticando...',
  'siwx.error': 'Error al firmar el mensaje',
  'siwx.waiting': 'Confirma el mensaje en tu billetera',

  'error.REQUEST_ABORTED': 'La solicitud se canceló',
  'error.SOMETHING_WENT_WRONG': 'Algo salió mal',
  'error.FRAME_ERROR': 'Se produjo un error',
  'error.EMAIL_DEPENDENCY_LOAD_FAILED': 'No se pudo cargar el inicio de sesión por correo electrónico',
  'error.EMAIL_COOLDOWN': 'Inténtalo de nuevo dentro de {seconds} segundos',
  'error.INVALID_EMAIL': 'Correo electrónico no válido',
  'error.CHAIN_NOT_SUPPORTED': 'La cadena no es compatible',
  'error.USER_REJECTED': 'El usuario rechazó la solicitud',
  'error.FETCH_TRANSACTIONS_FAILED': 'No se pudieron obtener las transacciones',
  'error.TOKEN_BALANCE_UNAVAILABLE': 'Saldo de tokens no disponible',
  'error.AUTH_INIT_FAILED': 'Se produjo un problema al iniciar la autenticación',
  'error.SIGN_MESSAGE_FAILED': 'Error al firmar el mensaje',
  'error.AUTHENTICATING': 'Autenticando...',
  'error.NAME_RESOLVE_FAILED': 'Error al resolver el nombre',
  'error.NAME_SUGGESTIONS_FAILED': 'Error al obtener sugerencias de nombres',
  'error.NAMES_FOR_ADDRESS_FAILED': 'Error al obtener los nombres de la dirección',
  'error.NAME_REGISTER_FAILED': 'Error al registrar el nombre {name}',
  'error.NETWORK_NOT_FOUND': 'Red no encontrada',
  'error.INVALID_ACCOUNT_NAME': 'Un nombre usa letras, dígitos y guiones, y tiene al menos 4 caracteres',
  'error.DISCONNECT_FAILED': 'No se pudieron desconectar las cadenas: {reason}',
  'error.CAPABILITY_NOT_SUPPORTED': '{capability} no es compatible con el espacio de nombres {namespace}',
  'error.UNSUPPORTED_NETWORK_NAME': 'Red desconocida',
  'error.SEND_AMOUNT_AND_RECEIVER_REQUIRED': 'Se necesitan un importe y una dirección de destino',
  'error.SEND_TOKEN_REQUIRED': 'Se necesita un token',
  'error.UNSUPPORTED_CHAIN': 'Cadena no compatible',

  'alert.titled': '{title}: {description}',
  'alert.INVALID_APP_CONFIGURATION.title': 'Configuración de la app no válida',
  'alert.INVALID_APP_CONFIGURATION.description':
    'El origen {origin} no está entre los orígenes permitidos de este proyecto. Agrégalo a los orígenes permitidos del proyecto en Portico Cloud.',
  'alert.INVALID_PROJECT_ID.title': 'ID de proyecto no válido',
  'alert.INVALID_PROJECT_ID.description':
    'Portico Cloud no conoce este ID de proyecto. Revisa el projectId que se pasa a createPortico.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'ID de proyecto no configurado',
  'alert.PROJECT_ID_NOT_CONFIGURED.description':
    'No hay ningún ID de proyecto. Pasa a createPortico el projectId de tu proyecto de Portico Cloud.',
  'alert.RATE_LIMITED.title': 'Límite de solicitudes alcanzado',
  'alert.RATE_LIMITED.description':
    'Demasiadas solicitudes de la configuración del proyecto. Inténtalo de nuevo más tarde.',
  'alert.SERVER_ERROR.title': 'Error del servidor',
  'alert.SERVER_ERROR.description':
    'Portico Cloud no pudo cargar la configuración del proyecto. Inténtalo de nuevo más tarde.',
  'alert.IFRAME_LOAD_FAILED.title': 'No se pudo cargar la billetera integrada',
  'alert.IFRAME_LOAD_FAILED.description':
    'La billetera integrada no se cargó. Revisa tu conexión de red e inténtalo de nuevo.',
  'alert.IFRAME_REQUEST_TIMEOUT.title': 'Se agotó el tiempo de la solicitud',
  'alert.IFRAME_REQUEST_TIMEOUT.description':
    'La billetera integrada no respondió a tiempo. Inténtalo de nuevo.',
  'alert.UNVERIFIED_DOMAIN.title': 'Dominio no verificado',
  'alert.UNVERIFIED_DOMAIN.description':
    'Este dominio no está verificado para la billetera integrada. Agrégalo a los orígenes permitidos del proyecto en Portico Cloud.',
  'alert.SESSION_EXPIRED.title': 'La sesión caducó',
  'alert.SESSION_EXPIRED.description':
    'La sesión ya no es válida. Comprueba que el reloj de tu dispositivo esté bien y vuelve a conectarte.',
  'alert.NETWORK_NOT_FOUND.title': 'Red no encontrada',
  'alert.NETWORK_NOT_FOUND.description':
    'La red no está entre las redes de esta app. Agrégala a las networks que se pasan a createPortico.',
  'alert.MULTI_WALLET_NOT_ENABLED.title': 'Varias billeteras no habilitadas',
  'alert.MULTI_WALLET_NOT_ENABLED.description':
    'La compatibilidad con varias billeteras debe habilitarse en la configuración del proyecto.',
  'alert.LOCAL_CONFIGURATION_IGNORED.title': 'Configuración local ignorada',
  'alert.LOCAL_CONFIGURATION_IGNORED.description':
    'La configuración remota del proyecto reemplaza estas funciones locales: {features}.',
  'receive.title': 'Recibir',
  'receive.qrLabel': 'Código QR de su dirección',
  'receive.copy': 'Copiar dirección',
  'receive.networks': 'Puede recibir en estas redes',
  'receive.ss58Warning':
    'Esta dirección está escrita en el formato de {network}. La misma cuenta tiene otra dirección en otras redes de Polkadot: envíe a ella solo en {network}.',
  'receive.notConnected': 'Conecte una billetera para recibir',
}
