import type { APIRequestContext } from '@playwright/test';

/** Signs in over REST (no socket) and answers the session header for further calls. */
export async function apiSession(
  request: APIRequestContext,
  baseURL: string,
  username: string,
): Promise<Record<string, string>> {
  const response = await request.post(`${baseURL}/api/login`, {
    data: { username, password: username },
  });
  const body = (await response.json()) as { data: { sessionId: string } };
  return { 'session-id': body.data.sessionId };
}

/** Socket connections the server holds right now (test routes). */
export async function socketCount(
  request: APIRequestContext,
  baseURL: string,
  headers: Record<string, string>,
): Promise<number> {
  const response = await request.get(`${baseURL}/api/diagnostics/connections`, { headers });
  return ((await response.json()) as { data: { sockets: number } }).data.sockets;
}

export type OfferMedia = 'telephony' | 'chat' | 'email' | 'sms';

/** What the offered customer says instead of generated text (hostile-content journeys choose it). */
export interface OfferContent {
  customerName?: string;
  subject?: string;
  body?: string;
  message?: string;
}

/**
 * Offers `username` (signed in, not offline) a new interaction of one medium now, through the
 * test-only route: journeys get the chat, call or email they need on cue instead of waiting
 * for the simulator's queues. Uses a REST session of its own for the same user.
 */
export async function offerNow(
  request: APIRequestContext,
  baseURL: string,
  username: string,
  media: OfferMedia,
  content: OfferContent = {},
): Promise<void> {
  const headers = await apiSession(request, baseURL, username);
  const response = await request.post(`${baseURL}/api/__test/offer`, {
    headers,
    data: { media, ...content },
  });
  if (!response.ok())
    throw new Error(`offer refused: ${response.status()} ${await response.text()}`);
}

/**
 * A new agent user of the journey's own (test-only route): signed in for the first time it is
 * offline, with no work, history or settings another journey left behind. The password is the
 * username. `businessProcessIds` defaults to those of the demo agent.
 */
export async function freshAgent(
  request: APIRequestContext,
  baseURL: string,
  options: { businessProcessIds?: string[]; firstName?: string } = {},
): Promise<{ username: string; userId: string; displayName: string }> {
  const response = await request.post(`${baseURL}/api/__test/agent`, { data: options });
  if (!response.ok())
    throw new Error(`fresh agent refused: ${response.status()} ${await response.text()}`);
  return (
    (await response.json()) as { data: { username: string; userId: string; displayName: string } }
  ).data;
}

/** The user's language setting, changed over REST (before the tab signs in, or to reload into it). */
export async function setLanguage(
  request: APIRequestContext,
  baseURL: string,
  username: string,
  language: string,
): Promise<void> {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username, password: username },
  });
  const { sessionId, user } = (
    (await login.json()) as { data: { sessionId: string; user: { userId: string } } }
  ).data;
  const response = await request.put(`${baseURL}/api/settings/${user.userId}`, {
    headers: { 'session-id': sessionId },
    data: { 'applicationSettings.language': language },
  });
  if (!response.ok()) throw new Error(`language not saved: ${response.status()}`);
}
