import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The portal's API has no CORS: its web apps call it on their own origin. A university app does the same,
// here through Vite's proxy (dev and preview), in production through its web server (see README.md).
const portal = process.env.EGRESA_PORTAL_URL ?? 'http://localhost:8080'
const proxy = Object.fromEntries(
  ['/api', '/usr', '/_content'].map((path) => [path, { target: portal, changeOrigin: true }]),
)

export default defineConfig(({ mode }) =>
  mode === 'validators-only'
    ? {
        // The bundle figure of `pnpm bench`: a page that imports only @egresa/validators.
        build: {
          outDir: 'dist-validators',
          rollupOptions: { input: 'validators-only.html' },
        },
      }
    : {
        plugins: [react(), tailwindcss()],
        server: { proxy },
        preview: { proxy },
      },
)
