import type { Registrations } from './auth/registrations';
import type { SessionService } from './auth/session-service';
import type { BusinessProcessesRepository } from './db/business-processes-repository';
import type { Db } from './db/store';
import type { SettingsRepository } from './db/settings-repository';
import type { ThemesRepository } from './db/themes-repository';
import type { UsersRepository } from './db/users-repository';
import type { SimRuntime } from './live/sim-runtime';
import type { CcSocketServer, ConnectionCounter } from './socket';

/** Why the server ended a session: the reason its sockets are told ('session:ended'). */
export type SessionEndReason = 'loggedOut' | 'revoked' | 'expired';

/** What route modules (and the simulator wiring) share. */
export interface ServerContext {
  db: Db;
  now: () => number;
  io: CcSocketServer;
  users: UsersRepository;
  settings: SettingsRepository;
  themes: ThemesRepository;
  businessProcesses: BusinessProcessesRepository;
  sessions: SessionService;
  registrations: Registrations;
  connections: ConnectionCounter;
  testRoutes: boolean;
  /** Stored email attachments one user may have, in bytes, on top of the per-email limit. */
  attachmentBudgetBytes: number;
  /** The live contact-centre simulation (started by startServer; tests tick it by hand). */
  simRuntime: SimRuntime;
  /** Drops the session's registration, tells its sockets why and disconnects them. */
  endSession(sessionKey: string, reason: SessionEndReason): void;
}
