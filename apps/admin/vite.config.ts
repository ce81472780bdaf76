import { webAppConfig } from '@egresa/vite-config/web-app'

export default webAppConfig({ port: 5175 })
