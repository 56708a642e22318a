// `npm run dev`: the reference server on API_PORT (default 8081) and Vite with hot reload
// on 5173, proxying /api and /socket.io to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const server = spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, STATIC_DIR: '' },
});
const vite = spawn('npx', ['vite'], {
  stdio: 'inherit',
  env: { ...process.env, API_PORT: apiPort },
});
const stop = () => {
  server.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', stop);
