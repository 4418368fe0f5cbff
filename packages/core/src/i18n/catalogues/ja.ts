import type { Catalogue } from '../Catalogue.js'

/** Japanese. Loaded on demand (its own chunk); a key missing here shows in English. */
export const ja: Catalogue = {
  'button.connect': 'ウォレットを接続',
  'button.connecting': '接続中...',
  'button.selectNetwork': 'ネットワークを選択',
  'button.switchNetwork': 'ネットワークを切り替え',

  'modal.back': '戻る',
  'modal.close': '閉じる',
  'modal.closeAlert': 'お知らせを閉じる',
  'modal.loading': '読み込み中',
  'modal.viewFailed': '問題が発生しました',
  'modal.viewMissing': 'この画面は利用できません',

  'common.tryAgain': 'もう一度試す',
  'common.disconnect': '接続を解除',

  'connect.title': 'ウォレットを接続',
  'connect.noWallets': 'ウォレットが見つかりません',
  'connect.allWallets': 'すべてのウォレット',
  'connect.continueWithWallet': 'ウォレットで続ける',
  'connect.legal.agree': '利用規約とプライバシーポリシーに同意します',
  'connect.legal.terms': '利用規約',
  'connect.legal.privacy': 'プライバシーポリシー',
  'connect.legal.required': '接続するには上のチェックボックスをオンにしてください',
  'connect.walletGuide.question': 'ウォレットをお持ちでないですか？',
  'connect.walletGuide.start': 'はじめる',
  'connect.walletGuide.title': 'ウォレットとは？',
  'connect.walletGuide.signIn': 'すべてのアプリに1つのサインイン',
  'connect.walletGuide.signInNote':
    'ウォレットを接続するだけでアプリにサインインできます。新しいパスワードを覚える必要はありません。',
  'connect.walletGuide.assets': 'デジタル資産の置き場所',
  'connect.walletGuide.assetsNote': 'ウォレットはコイン、トークン、NFTを保管し、送受信できます。',
  'connect.walletGuide.explore': 'Web3への入り口',
  'connect.walletGuide.exploreNote':
    'ウォレットがあれば、ブロックチェーン上で取引したり、収集したり、コミュニティに参加したりできます。',
  'connect.walletGuide.getWallet': 'ウォレットを入手',

  'wallets.recent': '最近使用',
  'wallets.installed': 'インストール済み',
  'wallets.get': '入手',

  'allWallets.title': 'すべてのウォレット',
  'allWallets.searchLabel': 'ウォレットを検索',
  'allWallets.searchPlaceholder': 'ウォレットを検索',
  'allWallets.searching': '検索中…',
  'allWallets.loading': 'ウォレットを読み込み中…',
  'allWallets.searchFailed': '検索に失敗しました',
  'allWallets.loadFailed': 'ウォレットをこれ以上読み込めませんでした',
  'allWallets.noMatch': 'ウォレットが見つかりません',

  'connecting.title': '接続中',
  'connecting.yourWallet': 'お使いのウォレット',
  'connecting.waiting': '{wallet}で続行してください',
  'connecting.waitingNote': 'ウォレットで接続リクエストを承認してください',
  'connecting.rejected': '接続が拒否されました',
  'connecting.rejectedNote': 'ウォレットでリクエストが拒否されました。もう一度お試しいただけます。',
  'connecting.failed': '接続に失敗しました',
  'connecting.connected': '接続しました',
  'connecting.connectedNote': 'ウォレットが接続されました',

  'account.title': 'アカウント',
  'account.copyAddress': 'アドレスをコピー',
  'account.copied': 'コピーしました',
  'account.copyFailed': 'コピーできませんでした',
  'account.loadingBalance': '残高を読み込み中',
  'account.balanceUnavailable': '残高を取得できません',
  'account.unknownNetwork': '不明なネットワーク',
  'account.disconnectFailed': '接続を解除できませんでした。もう一度お試しください',
  'account.tabs': 'アカウント',
  'account.tokens': 'トークン',
  'account.nfts': 'NFT',
  'account.activity': 'アクティビティ',
  'account.noTokens': 'トークンはまだありません',
  'account.noNfts': 'NFTはまだありません',
  'account.noActivity': 'アクティビティはまだありません',

  'switchNetwork.title': 'ネットワークを選択',
  'switchNetwork.switching': '切り替え中',
  'switchNetwork.failed': '{network}に切り替えられませんでした。',

  'unsupportedChain.title': 'ネットワークを切り替え',
  'unsupportedChain.note':
    'このアプリは現在のネットワークに対応していません。続行するには、利用可能なネットワークに切り替えてください。',

  'switchActiveChain.title': 'チェーンを切り替え',
  'switchActiveChain.headline': '{network}に切り替え',
  'switchActiveChain.headlineAny': 'チェーンを切り替え',
  'switchActiveChain.note':
    'ウォレットは別のチェーンに接続されています。このネットワークを使うには続行してください。',
  'switchActiveChain.failed': '切り替えられませんでした。もう一度お試しいただけます。',
  'switchActiveChain.confirm': '切り替える',
  'switchActiveChain.switching': '切り替え中…',

  'approve.title': 'トランザクションの承認',
  'approve.headline': 'リクエストを承認してください',
  'approve.empty': '保留中のリクエストはありません',
  'approve.waiting': '{request}：ウォレットの応答を待っています',
  'approve.waitingMany': {
    other: '{request}：ウォレットの応答を待っています（リクエスト{count}件）',
  },
  'approve.cancel': 'リクエストをキャンセル',
  'approve.signMessage': 'メッセージに署名',
  'approve.signTypedData': '構造化データに署名',
  'approve.sendTransaction': 'トランザクションを送信',

  'error.REQUEST_ABORTED': 'リクエストは中止されました',
  'error.SOMETHING_WENT_WRONG': '問題が発生しました',
  'error.FRAME_ERROR': 'エラーが発生しました',
  'error.NETWORK_UNREACHABLE':
    'サーバーに接続できません。インターネット接続を確認して、もう一度お試しください',
  'error.EMAIL_DEPENDENCY_LOAD_FAILED': 'メールログインを読み込めませんでした',
  'error.EMAIL_COOLDOWN': '{seconds}秒後にもう一度お試しください',
  'error.INVALID_EMAIL': 'メールアドレスが無効です',
  'error.CHAIN_NOT_SUPPORTED': 'このチェーンには対応していません',
  'error.USER_REJECTED': 'ユーザーがリクエストを拒否しました',
  'error.FETCH_TRANSACTIONS_FAILED': 'トランザクションを取得できませんでした',
  'error.TOKEN_BALANCE_UNAVAILABLE': 'トークン残高を取得できません',
  'error.AUTH_INIT_FAILED': '認証の初期化中に問題が発生しました',
  'error.SIGN_MESSAGE_FAILED': 'メッセージの署名中にエラーが発生しました',
  'error.AUTHENTICATING': '認証中...',
  'error.NAME_RESOLVE_FAILED': '名前の解決中にエラーが発生しました',
  'error.NAME_SUGGESTIONS_FAILED': '名前の候補の取得中にエラーが発生しました',
  'error.NAMES_FOR_ADDRESS_FAILED': 'アドレスの名前の取得中にエラーが発生しました',
  'error.NAME_REGISTER_FAILED': '名前 {name} の登録中にエラーが発生しました',
  'error.NETWORK_NOT_FOUND': 'ネットワークが見つかりません',
  'error.INVALID_ACCOUNT_NAME': '名前には英字、数字、ハイフンを使い、4文字以上にしてください',
  'error.DISCONNECT_FAILED': 'チェーンの接続を解除できませんでした：{reason}',
  'error.CAPABILITY_NOT_SUPPORTED': '{capability} は名前空間 {namespace} では使えません',
  'error.UNSUPPORTED_NETWORK_NAME': '不明なネットワーク',
  'error.SEND_AMOUNT_AND_RECEIVER_REQUIRED': '金額と送信先アドレスが必要です',
  'error.SEND_TOKEN_REQUIRED': 'トークンが必要です',
  'error.UNSUPPORTED_CHAIN': '対応していないチェーン',
  'error.SEND_INVALID_EVM_ADDRESS': '無効な EVM アドレスです：16 進数 40 文字（0x は任意）',
  'error.SEND_INVALID_SOLANA_ADDRESS': '無効な Solana アドレスです：base58 で 32〜44 文字',
  'error.SEND_NAME_NOT_FOUND': '{name} に登録されたアドレスはありません',
  'error.SEND_INVALID_AMOUNT': '0 より大きく、小数点以下 {decimals} 桁以内の金額を入力してください',
  'error.SEND_INSUFFICIENT_BALANCE': '{symbol} の残高が不足しています',
  'error.SEND_INSUFFICIENT_FEE': 'ネットワーク手数料を支払う {symbol} が不足しています',
  'error.SEND_WOULD_FAIL': 'ネットワークはこの送金を拒否します',
  'error.SEND_FAILED': 'ネットワーク上で送金が失敗しました',

  'alert.titled': '{title}：{description}',
  'alert.INVALID_APP_CONFIGURATION.title': 'アプリの設定が無効です',
  'alert.INVALID_APP_CONFIGURATION.description':
    'オリジン {origin} はこのプロジェクトの許可されたオリジンに含まれていません。Portico Cloud でプロジェクトの許可されたオリジンに追加してください。',
  'alert.INVALID_PROJECT_ID.title': 'プロジェクト ID が無効です',
  'alert.INVALID_PROJECT_ID.description':
    'このプロジェクト ID は Portico Cloud に登録されていません。createPortico に渡した projectId を確認してください。',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'プロジェクト ID が設定されていません',
  'alert.PROJECT_ID_NOT_CONFIGURED.description':
    'プロジェクト ID が設定されていません。Portico Cloud プロジェクトの projectId を createPortico に渡してください。',
  'alert.RATE_LIMITED.title': 'リクエストが多すぎます',
  'alert.RATE_LIMITED.description':
    'プロジェクト設定へのリクエストが多すぎます。しばらくしてからもう一度お試しください。',
  'alert.SERVER_ERROR.title': 'サーバーエラー',
  'alert.SERVER_ERROR.description':
    'Portico Cloud がプロジェクト設定を読み込めませんでした。しばらくしてからもう一度お試しください。',
  'alert.IFRAME_LOAD_FAILED.title': '埋め込みウォレットを読み込めませんでした',
  'alert.IFRAME_LOAD_FAILED.description':
    '埋め込みウォレットが読み込まれませんでした。ネットワーク接続を確認して、もう一度お試しください。',
  'alert.IFRAME_REQUEST_TIMEOUT.title': 'リクエストがタイムアウトしました',
  'alert.IFRAME_REQUEST_TIMEOUT.description':
    '埋め込みウォレットが時間内に応答しませんでした。もう一度お試しください。',
  'alert.UNVERIFIED_DOMAIN.title': '未確認のドメイン',
  'alert.UNVERIFIED_DOMAIN.description':
    'このドメインは埋め込みウォレット用に確認されていません。Portico Cloud でプロジェクトの許可されたオリジンに追加してください。',
  'alert.SESSION_EXPIRED.title': 'セッションの有効期限が切れました',
  'alert.SESSION_EXPIRED.description':
    'セッションが無効になりました。デバイスの時計が正しいことを確認してから、もう一度接続してください。',
  'alert.NETWORK_NOT_FOUND.title': 'ネットワークが見つかりません',
  'alert.NETWORK_NOT_FOUND.description':
    'このネットワークはこのアプリのネットワークに含まれていません。createPortico に渡す networks に追加してください。',
  'alert.MULTI_WALLET_NOT_ENABLED.title': 'マルチウォレットが有効になっていません',
  'alert.MULTI_WALLET_NOT_ENABLED.description':
    '複数ウォレットの利用は、プロジェクト設定で有効にする必要があります。',
  'alert.LOCAL_CONFIGURATION_IGNORED.title': 'ローカル設定は無視されました',
  'alert.LOCAL_CONFIGURATION_IGNORED.description':
    'プロジェクトのリモート設定が、次のローカル機能を上書きしています：{features}。',
  'walletConnect.copyLink': 'リンクをコピー',
  'walletConnect.copied': 'リンクをコピーしました',
}
