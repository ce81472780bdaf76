/**
 * Public URL of a stored file (avatar, CV, logo) from its storage key. The storage feature serves this path;
 * keeping the mapping here means responses never expose the storage layout.
 */
export function fileUrl(key: string): string {
  return `/files/${key.split('/').map(encodeURIComponent).join('/')}`
}
