// Entry of `npm start` / `npm run dev`: reads the environment, starts the one server and
// stops it cleanly on SIGINT/SIGTERM.
import { SEED_USERS } from './db/seed-users';
import { optionsFromEnv, startServer } from './start';

const options = optionsFromEnv(process.env, process.argv.slice(2));
const started = await startServer({
  ...options,
  onActive: () => {
    if (options.role === 'core') console.log('Core active: this node runs the simulated centre');
  },
  onLockLost: (error) => {
    // another core may hold the lock by now: two centres must never run at once
    console.error('Core lock lost, stopping', error);
    process.exit(1);
  },
});
console.log(
  `Contact centre running on ${started.url}${options.role === undefined ? '' : ` (role ${options.role})`}`,
);
started.active.catch((error: unknown) => {
  console.error('Could not take the core lock', error);
  process.exit(1);
});
if (started.server.node.role === 'core' && !started.server.node.active)
  console.log('Core waiting for the core lock (a standby while another core holds it)');
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
