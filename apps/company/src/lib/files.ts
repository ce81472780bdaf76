/** A file name from a title: `Desarrolladora web (Valencia)` → `desarrolladora-web-valencia`. */
export function fileSlug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'egresa'
  )
}
