/**
 * HTTP requests with the request target sent exactly as written: `app.inject` and `fetch` both
 * parse the URL first (resolving `..`, turning `\` into `/`), which would hide the very
 * spellings a security test needs to send.
 */
import { Agent, request } from 'node:http';
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * One request on its own connection, read as text: for a target Node's HTTP server refuses
 * while parsing (a 400 written straight to the socket, then closed), which its HTTP client
 * reports only as a hang-up.
 */
function sendOnSocket(
  host: string,
  port: number,
  method: string,
  target: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0)
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body });
    });
  });
}

/** One keep-alive agent per test file: thousands of requests, few sockets. */
export function rawClient(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  return {
    send(
      method: string,
      target: string,
      headers: Record<string, string> = {},
      body?: string,
    ): Promise<RawResponse> {
      return new Promise((resolve, reject) => {
        const req = request(
          {
            host: hostname,
            port,
            method,
            path: target,
            agent,
            headers: {
              ...headers,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', (error) => {
          if (body !== undefined || Object.keys(headers).length > 0)
            reject(new Error(`${method} ${target}: ${error.message}`));
          else sendOnSocket(hostname, Number(port), method, target).then(resolve, reject);
        });
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
