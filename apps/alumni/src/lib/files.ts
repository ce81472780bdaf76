/** Opens a file fetched with the session headers (a CV) in a new tab, or saves it where tabs are blocked. */
export function openBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
