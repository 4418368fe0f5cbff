// CAIP-2 chain ids are part of the cloud's contract with the widget (the queries of its routes).
export { caip2ChainIdSchema, isCaip2ChainId } from '@portico/cloud-contract'
