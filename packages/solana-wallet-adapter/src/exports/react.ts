'use client'

export { PorticoSolanaBridge, type PorticoSolanaBridgeProps } from '../react/PorticoSolanaBridge.js'
