/** Send's two views in one lazy chunk: they share nearly all their code, and one chunk is one request. */
export { SendPreviewView } from './SendPreviewView.js'
export { SendView } from './SendView.js'
