/** A file's size as people read it: "320 KB", "2,4 MB". */
export function formatBytes(bytes: number, locale: string): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)))} KB`
  return `${number(bytes / 1024 / 1024)} MB`
}
