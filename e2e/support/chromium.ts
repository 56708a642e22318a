import { execSync } from 'node:child_process';

/** Flags that keep headless Chromium quiet on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The system Chromium: CHROMIUM_PATH, else whatever `chromium` resolves to on PATH. */
export function chromiumPath(): string {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv) return fromEnv;
  return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' })
    .toString()
    .trim();
}
