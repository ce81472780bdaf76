import { isApiError } from '@egresa/api-client/errors'
import { notFound } from '@tanstack/react-router'

/** A loader's read whose 404 means "this page does not exist": the app's 404 page, in the site's frame. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound()
    throw error
  }
}
