import { API_BASE } from '../../src/protocol/api';

/** Whether a request URL (path plus query) is under the REST API. */
export function isApiPath(url: string): boolean {
  if (!url.startsWith(API_BASE)) return false;
  const next = url.charAt(API_BASE.length);
  return next === '' || next === '/' || next === '?';
}
