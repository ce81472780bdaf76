// What the API knows of its development OpenID provider without loading it: where it is mounted, the client
// it registers, and its shape. The provider itself is dev-provider.ts (oidc-provider), loaded on first use.
import type { IncomingMessage, ServerResponse } from 'node:http'

export const DEV_PROVIDER_PATH = '/_dev/oidc'
export const DEV_CLIENT_ID = 'egresa-dev'

export type DevProvider = {
  clientId: string
  clientSecret: string
  /** The issuer URL the provider of an origin answers as. */
  issuerFor: (origin: string) => string
  /** Hands a Node request under DEV_PROVIDER_PATH to the provider of its origin. */
  handle: (origin: string, req: IncomingMessage, res: ServerResponse) => Promise<void>
}
