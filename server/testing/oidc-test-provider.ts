/**
 * A real OpenID provider (oidc-provider) on a free loopback port for tests, with its own
 * development login page. Accounts: agent and supervisor (users of the app) and stranger
 * (known to the provider only). The login page takes any password.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';

export const TEST_CLIENT_ID = 'contact-centre';
export const TEST_CLIENT_SECRET = 'test-client-secret';
export const PROVIDER_ACCOUNTS = ['agent', 'supervisor', 'stranger'] as const;

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  // the issuer names the port, so the server listens before the provider exists
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts: ReadonlySet<string> = new Set(PROVIDER_ACCOUNTS);
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx: unknown, id: string): Promise<Account | undefined> {
      if (!accounts.has(id)) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: `sub-${id}`, preferred_username: id, name: id }),
      };
    },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    cookies: { keys: ['test-provider-cookie-key'] },
    // explicit lifetimes (seconds) keep the provider from noting its defaults on every run
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: true } },
  });
  // its development warnings (dev keys, dev interactions) are expected here
  provider.on('server_error', (_ctx, error) => console.error('test provider:', error));
  handler = provider.callback();
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
