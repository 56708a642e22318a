// `npm start`: build the client if needed, then run the one server (app, API, socket,
// simulator) on PORT.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

// a server pointed at another build (STATIC_DIR) serves that one as it is: rebuilding dist/
// under it would only disturb whoever else serves dist/
if (!process.env.STATIC_DIR) buildIfStale();
const child = spawn('npx', ['tsx', 'server/main.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
