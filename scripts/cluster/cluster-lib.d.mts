// Types of cluster-lib.mjs for the TypeScript that drives a cluster (tests/cluster/, bench/).
import type { ChildProcess } from 'node:child_process';

export interface ClusterProcess {
  readonly name: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  readonly output: string;
  readonly child: ChildProcess | null;
  /** Starts the process again with the same command (after a kill). */
  start(): ClusterProcess;
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  /** Sends the signal to this process by its id and waits for it to end. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface ClusterPorts {
  web: number;
  coreFrontend: number;
  redis: number;
  core: number;
  standby: number | null;
  edges: number[];
  postgres: number;
}

export interface Cluster {
  dir: string;
  ports: ClusterPorts;
  /** HAProxy's frontend for browsers. */
  url: string;
  /** HAProxy's frontend for the edges' calls to the active core. */
  coreUrl: string;
  databaseUrl: string;
  redisUrl: string;
  redis: ClusterProcess;
  postgres: ClusterProcess;
  haproxy: ClusterProcess;
  core: ClusterProcess;
  standby: ClusterProcess | null;
  edges: ClusterProcess[];
  stop(): Promise<void>;
}

export interface ClusterOptions {
  edges?: number;
  standby?: boolean;
  host?: string;
  basePort?: number;
  pgPort?: number;
  staticDir?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
  nodeArgs?: string[];
}

export function startCluster(options?: ClusterOptions): Promise<Cluster>;
export function missingClusterPrograms(env?: NodeJS.ProcessEnv): string[];
export function postgresBinDir(env?: NodeJS.ProcessEnv): string | null;
export function freePort(host?: string): Promise<number>;
