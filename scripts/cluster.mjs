// `npm run cluster`: Redis, a throwaway PostgreSQL, one core, two edges and HAProxy in front,
// all on free ports of this machine (server/README.md, "Several nodes"). `--standby` adds a
// second core that takes over when the first dies; CLUSTER_PORT fixes the browser's port (the
// others follow it), CLUSTER_PG_PORT PostgreSQL's.
// Ctrl-C (or SIGTERM) stops every process it started.
import { buildIfStale } from './build-if-stale.mjs';
import { missingClusterPrograms, startCluster } from './cluster/cluster-lib.mjs';

const missing = missingClusterPrograms();
if (missing.length > 0) {
  console.error(
    `npm run cluster needs ${missing.join(', ')}: apt-get install -y redis-server postgresql haproxy`,
  );
  process.exit(1);
}
const standby = process.argv.includes('--standby');
const webPort = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;
if (webPort !== undefined && !(Number.isInteger(webPort) && webPort > 0 && webPort < 65_536)) {
  console.error(`CLUSTER_PORT must be a port number, got ${process.env.CLUSTER_PORT}`);
  process.exit(1);
}
const pgPort = process.env.CLUSTER_PG_PORT ? Number(process.env.CLUSTER_PG_PORT) : undefined;
buildIfStale();
console.log('Starting Redis, PostgreSQL, the core, two edges and HAProxy…');
const cluster = await startCluster({
  standby,
  staticDir: 'dist',
  ...(webPort === undefined ? {} : { basePort: webPort }),
  ...(pgPort === undefined ? {} : { pgPort }),
  log: (line) => console.log(line),
});
const { ports } = cluster;
console.log(`
Contact centre (cluster) on ${cluster.url}

  browsers -> HAProxy :${ports.web} -> edge1 :${ports.edges[0]}, edge2 :${ports.edges[1]}  (sockets, sign-in, settings)
  edges    -> HAProxy :${ports.coreFrontend} -> core :${ports.core}${
    ports.standby === null ? '' : `, standby :${ports.standby}`
  }  (simulated centre, interactions)
  Redis :${ports.redis} (socket adapter streams), PostgreSQL :${ports.postgres} (store and core lock)

Demo logins: agent / agent, supervisor / supervisor, wallboard / wallboard. Ctrl-C stops everything.`);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the cluster…`);
  await cluster.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
