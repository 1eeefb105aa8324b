/**
 * The country a page's address is in: its first segment, when it can be one ('/cayman-islands/faq' → 'cayman-islands').
 */
export function countryOfPath(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  return /^[a-z0-9-]{1,100}$/.test(first) ? first : null;
}
