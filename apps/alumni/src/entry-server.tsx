import { createPageRenderer } from '@egresa/ui/app/server'
import { app } from './app'

/** The page renderer the API imports from `dist-server/entry-server.js` (see the app's README). */
export const renderPage = createPageRenderer(app)
