/**
 * What a transfer needs from cosmjs-types (the protobuf messages) (building, signing and
 * broadcasting a MsgSend), kept behind `import()` by loadCosmosActions so cosmjs stays out of the
 * page's first load.
 */

export { sendCosmosTransfer } from './sendCosmosTransfer.js'
