// EVM addresses and chain ids are part of the cloud's contract with the widget (the blockchain API's queries).
export { evmAddressSchema, evmChainIdSchema } from '@portico/cloud-contract'
