/**
 * Walks the test provider's own login and consent pages the way a browser would
 * (redirects followed by hand, cookies carried), so Node tests get a real redirect back.
 */

/** The query of the redirect back to the app: code, state, iss (or error). */
export type CallbackQuery = Record<string, string>;

const MAX_STEPS = 20;

function formOf(html: string): { action: string; prompt: string } | null {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
  return action && prompt ? { action: action.replaceAll('&amp;', '&'), prompt } : null;
}

/** Signs `username` in at the provider from `authorizationUrl`; answers the query the provider sends back to `redirectUri`. */
export async function signInAtProvider(
  authorizationUrl: string,
  redirectUri: string,
  username: string,
): Promise<CallbackQuery> {
  const cookies = new Map<string, string>();
  let request: { url: string; init: RequestInit } = {
    url: authorizationUrl,
    init: { method: 'GET' },
  };
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const headers = new Headers(request.init.headers);
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(request.url, { ...request.init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (location !== null) {
      const next = new URL(location, request.url);
      if (next.href.startsWith(redirectUri)) return Object.fromEntries(next.searchParams);
      request = { url: next.href, init: { method: 'GET' } };
      continue;
    }
    const form = formOf(await res.text());
    if (!form)
      throw new Error(`provider page without a form (status ${res.status}) at ${request.url}`);
    const fields =
      form.prompt === 'login'
        ? { prompt: 'login', login: username, password: 'any' }
        : { prompt: form.prompt };
    request = {
      url: new URL(form.action, request.url).href,
      init: {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    };
  }
  throw new Error('the provider did not redirect back');
}
