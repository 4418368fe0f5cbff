export const SwapView = () => null
export const SwapSelectTokenView = () => null
export const SwapPreviewView = () => null
