import { createAppApi } from '@egresa/ui/app/api'
import { env } from '../env'

/** The app's one API client; the shared start-up wires its status policy to the router. */
export const api = createAppApi(env)
