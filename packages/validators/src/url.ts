// Links people put on their profile or an offer: only web addresses, because anything else (javascript:,
// data:, file:, ftp:) is either unsafe in an href or useless to the reader.

/** An absolute `http://` or `https://` address with a host: `isHttpUrl('https://uni.es')` → true. */
export function isHttpUrl(value: string): boolean {
  const candidate = value.trim()
  // The URL parser also accepts `http:host` and `http:/host`; a person should write the full prefix.
  if (!/^https?:\/\//i.test(candidate)) return false
  try {
    return new URL(candidate).hostname !== ''
  } catch {
    return false
  }
}
