/** @type {import('next').NextConfig} */
const nextConfig = {
  // No telemetry, no font or image fetches: the example builds and runs offline.
  images: { unoptimized: true },
}

export default nextConfig
