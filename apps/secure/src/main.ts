import { startFrame } from './frame/startFrame.js'

const cloudUrl = (import.meta.env.VITE_PORTICO_CLOUD_URL as string | undefined) ?? 'http://127.0.0.1:8787'
void startFrame(cloudUrl)
