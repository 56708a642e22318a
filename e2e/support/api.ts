import type { APIRequestContext } from '@playwright/test';

/** Signs in over REST (no socket) and answers the session header for further calls. */
export async function apiSession(request: APIRequestContext, baseURL: string, username: string): Promise<Record<string, string>> {
  const response = await request.post(`${baseURL}/api/login`, { data: { username, password: username } });
  const body = (await response.json()) as { data: { sessionId: string } };
  return { 'session-id': body.data.sessionId };
}

/** Socket connections the server holds right now (test routes). */
export async function socketCount(request: APIRequestContext, baseURL: string, headers: Record<string, string>): Promise<number> {
  const response = await request.get(`${baseURL}/api/diagnostics/connections`, { headers });
  return ((await response.json()) as { data: { sockets: number } }).data.sockets;
}
