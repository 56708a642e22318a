/**
 * The real server in a child process, as `npm start` runs it (`node --import tsx server/main.ts`,
 * no npx wrapper, so a signal reaches the server itself): for tests that need its own process —
 * killing it mid-write, reading everything it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach } from 'vitest';

export { freePort } from '../e2e/support/free-port';

export interface SpawnedServer {
  child: ChildProcess;
  /** Everything the server printed so far, stdout and stderr. */
  output(): string;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts the server on `port` with these environment variables and resolves once it listens. */
export async function spawnServer(
  port: number,
  env: Record<string, string>,
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('running on')) resolve();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited before listening (${code ?? signal}): ${output}`)),
    );
  });
  return { child, output: () => output };
}
