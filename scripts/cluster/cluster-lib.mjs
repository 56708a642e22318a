// Starts a whole cluster on this machine from the system packages: redis-server, a throwaway
// PostgreSQL (initdb in a temporary directory), one core (and, if asked, a standby core), a
// number of edges and HAProxy in front. `npm run cluster` and the fault tests
// (tests/cluster/) use it; every process it starts is stopped by its own id.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TEMPLATE = join(ROOT, 'scripts', 'cluster', 'haproxy.cfg.template');
/** How long one process may take to start on a busy two-core machine. */
const START_TIMEOUT_MS = 90_000;

/** A loopback port free right now. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0;
}

/** PostgreSQL's server binaries: PG_BIN, pg_config's answer, or Debian's newest version. */
export function postgresBinDir(env = process.env) {
  if (env.PG_BIN) return env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'postgres')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0] !== undefined) return join(base, versions[0], 'bin');
  }
  if (onPath('pg_config')) {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'postgres'))) return dir;
  }
  return null;
}

/** Which of the three system programs are missing (empty: a cluster can start). */
export function missingClusterPrograms(env = process.env) {
  const missing = [];
  if (!onPath('redis-server')) missing.push('redis-server');
  if (!onPath('haproxy') && !existsSync('/usr/sbin/haproxy')) missing.push('haproxy');
  if (postgresBinDir(env) === null) missing.push('postgresql');
  return missing;
}

const haproxyBin = () => (onPath('haproxy') ? 'haproxy' : '/usr/sbin/haproxy');

/** A child process whose output is kept, with a wait for a line it prints. */
class Proc {
  constructor(name, command, args, options, log) {
    this.name = name;
    this.command = command;
    this.args = args;
    this.options = options;
    this.log = log;
    this.output = '';
    this.child = null;
    this.stopping = false;
  }

  start() {
    this.output = '';
    this.stopping = false;
    // a group of its own: Ctrl-C reaches the script alone, which stops the rest in order
    // (HAProxy and the edges before the core, Redis and PostgreSQL last)
    const child = spawn(this.command, this.args, {
      ...this.options,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk) => {
      this.output += chunk.toString();
      if (this.output.length > 200_000) this.output = this.output.slice(-100_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    void this.exited.then(({ code, signal }) => {
      if (!this.stopping) this.log(`${this.name} exited (${code ?? signal})`);
    });
    return this;
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Resolves once the output holds `text`; rejects if the process ends first or time runs out. */
  waitFor(text, timeoutMs = START_TIMEOUT_MS) {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const check = () => {
        if (this.output.includes(text)) return resolve();
        if (!this.running)
          return reject(new Error(`${this.name} ended before "${text}":\n${this.output}`));
        if (Date.now() - started > timeoutMs)
          return reject(
            new Error(`${this.name}: no "${text}" within ${timeoutMs} ms:\n${this.output}`),
          );
        setTimeout(check, 50);
      };
      check();
    });
  }

  /** Sends a signal to this process (by its id) and waits for it to end. */
  async kill(signal = 'SIGTERM') {
    if (!this.running) return;
    this.stopping = true;
    this.child.kill(signal);
    await this.exited;
  }
}

async function waitForHttp(url, proc, timeoutMs = START_TIMEOUT_MS) {
  const started = Date.now();
  for (;;) {
    if (!proc.running) throw new Error(`${proc.name} ended:\n${proc.output}`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function postgresUid() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : null;
}

/**
 * Starts the cluster. Options: edges (2), standby (false: one core only), host, basePort (the
 * ports from there on, else free ones), pgPort, staticDir, env (added to every node's
 * environment), log (a line of news), nodeArgs (extra arguments for every node).
 */
export async function startCluster(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const edgeCount = options.edges ?? 2;
  let nextPort = options.basePort;
  const port = async () => (nextPort === undefined ? freePort(host) : nextPort++);
  const ports = {
    web: await port(),
    coreFrontend: await port(),
    redis: await port(),
    core: await port(),
    standby: options.standby ? await port() : null,
    edges: [],
  };
  for (let i = 0; i < edgeCount; i++) ports.edges.push(await port());
  ports.postgres = options.pgPort ?? (await freePort(host));

  const dir = mkdtempSync(join(tmpdir(), 'cc-cluster-'));
  // the postgres user (PostgreSQL as root) must reach its data directory inside
  chmodSync(dir, 0o755);
  const started = [];
  const cluster = {
    dir,
    ports,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${ports.web}`,
    coreUrl: `http://${host}:${ports.coreFrontend}`,
    databaseUrl: `postgres://postgres@${host}:${ports.postgres}/postgres`,
    redisUrl: `redis://${host}:${ports.redis}`,
    redis: null,
    postgres: null,
    haproxy: null,
    core: null,
    standby: null,
    edges: [],
    stop,
  };

  async function stop() {
    for (const proc of [...started].reverse()) {
      if (proc === cluster.postgres) await stopPostgres();
      else await proc.kill('SIGTERM');
    }
    rmSync(dir, { recursive: true, force: true });
  }

  try {
    // Redis: no snapshot, no log file: the streams are a buffer between nodes, not a store
    cluster.redis = new Proc(
      'redis',
      'redis-server',
      ['--port', String(ports.redis), '--bind', host, '--save', '', '--appendonly', 'no'],
      {},
      log,
    ).start();
    started.push(cluster.redis);
    await cluster.redis.waitFor('Ready to accept connections');

    cluster.postgres = await startPostgres();
    started.push(cluster.postgres);

    const nodeEnv = (role, nodePort) => ({
      ...process.env,
      ...options.env,
      ROLE: role,
      PORT: String(nodePort),
      HOST: host,
      REDIS_URL: cluster.redisUrl,
      DATABASE_URL: cluster.databaseUrl,
      // until every store speaks PostgreSQL, the nodes of one machine share one SQLite file
      DB_PATH: join(dir, 'cc.sqlite'),
      STATIC_DIR: options.staticDir ?? '',
      ...(role === 'edge' ? { CORE_URL: cluster.coreUrl, TRUST_PROXY: '1' } : {}),
    });
    const node = (name, role, nodePort) =>
      new Proc(
        name,
        process.execPath,
        ['--import', 'tsx', 'server/main.ts', ...(options.nodeArgs ?? [])],
        { cwd: ROOT, env: nodeEnv(role, nodePort) },
        log,
      );

    cluster.core = node('core', 'core', ports.core).start();
    started.push(cluster.core);
    await cluster.core.waitFor('Core active');
    if (ports.standby !== null) {
      cluster.standby = node('standby', 'core', ports.standby).start();
      started.push(cluster.standby);
    }
    cluster.edges = ports.edges.map((p, i) => node(`edge${i + 1}`, 'edge', p).start());
    started.push(...cluster.edges);
    await Promise.all([
      ...cluster.edges.map((e) => e.waitFor('running on')),
      ...(cluster.standby ? [cluster.standby.waitFor('running on')] : []),
    ]);

    const server = (name, p) => `    server ${name} ${host}:${p} check`;
    const config = readFileSync(TEMPLATE, 'utf8')
      .replaceAll('{{HOST}}', host)
      .replaceAll('{{WEB_PORT}}', String(ports.web))
      .replaceAll('{{CORE_PORT}}', String(ports.coreFrontend))
      .replace('{{EDGE_SERVERS}}', ports.edges.map((p, i) => server(`edge${i + 1}`, p)).join('\n'))
      .replace(
        '{{CORE_SERVERS}}',
        [
          server('core', ports.core),
          ...(ports.standby === null ? [] : [server('standby', ports.standby)]),
        ].join('\n'),
      );
    const configPath = join(dir, 'haproxy.cfg');
    writeFileSync(configPath, config);
    cluster.haproxy = new Proc('haproxy', haproxyBin(), ['-db', '-f', configPath], {}, log).start();
    started.push(cluster.haproxy);
    await waitForHttp(`${cluster.url}/api/health`, cluster.haproxy);
    await waitForHttp(`${cluster.coreUrl}/api/cluster/node`, cluster.haproxy);
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }

  async function startPostgres() {
    const bin = postgresBinDir(options.env ?? process.env);
    if (bin === null)
      throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql)');
    const dataDir = join(dir, 'pg');
    mkdirSync(dataDir, { mode: 0o700 });
    // postgres refuses to run as root: as root, it runs as the postgres user on a directory that user owns
    const asRoot = process.getuid?.() === 0;
    const prefix = [];
    if (asRoot) {
      const uid = postgresUid();
      if (uid === null)
        throw new Error('running as root needs a postgres user to run PostgreSQL as');
      chownSync(dataDir, uid, uid);
      prefix.push('runuser', '-u', 'postgres', '--');
    }
    const run = (program, args) =>
      asRoot
        ? ['runuser', [...prefix.slice(1), join(bin, program), ...args]]
        : [join(bin, program), args];
    const [initCommand, initArgs] = run('initdb', [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
    const [command, args] = run('postgres', [
      '-D',
      dataDir,
      '-p',
      String(ports.postgres),
      '-k',
      dataDir,
      '-c',
      `listen_addresses=${host}`,
      // a throwaway database: nodes are killed in the tests, PostgreSQL is not
      '-c',
      'fsync=off',
    ]);
    const proc = new Proc('postgres', command, args, {}, log).start();
    await proc.waitFor('database system is ready to accept connections');
    proc.dataDir = dataDir;
    return proc;
  }

  async function stopPostgres() {
    const proc = cluster.postgres;
    if (!proc?.running) return;
    proc.stopping = true;
    // the postmaster itself (runuser may not pass signals on): SIGINT is its fast shutdown
    const pidFile = join(proc.dataDir, 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
    if (Number.isInteger(pid) && pid > 0) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
    } else proc.child.kill('SIGINT');
    await proc.exited;
  }
}
