import { readCloudUrl } from './cloudUrl/readCloudUrl.js'
import { startFrame } from './frame/startFrame.js'

void startFrame(readCloudUrl(document, import.meta.env.VITE_PORTICO_CLOUD_URL as string | undefined))
