// Entry of `npm start` / `npm run dev`: reads the environment, starts the one server and
// stops it cleanly on SIGINT/SIGTERM.
import { SEED_USERS } from './db/seed-users';
import { optionsFromEnv, startServer } from './start';

const options = optionsFromEnv(process.env, process.argv.slice(2));
const started = await startServer(options);
console.log(`Contact centre running on ${started.url}`);
console.log(
  `Simulated centre: ${options.sim?.businessProcesses} business processes, ${options.sim?.agents} agents, time ×${options.sim?.accel}`,
);
console.log('Demo logins (username / password):');
for (const user of SEED_USERS) console.log(`  ${user.username} / ${user.password}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down…`);
  try {
    await started.close();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
