/**
 * REST payloads of the reference backend's session, supervisor-registration, deletion
 * and diagnostics answers that api.ts does not describe. Each travels inside `{ data }`.
 */

/** POST api/logout */
export interface LogoutResponse {
  loggedOut: true;
}

/** GET api/supervisor/registered */
export interface SupervisorRegisteredResponse {
  registered: boolean;
  /** The session's current instance id, null when not registered. */
  instanceId: string | null;
}

/** DELETE api/settings/{id}, DELETE api/themes/{id} */
export interface DeletedResponse {
  deleted: true;
  id: string;
}

/** GET api/diagnostics/connections (supervisors, or any user on a test server) */
export interface ConnectionsDiagnostics {
  /** Sockets connected to this server process. */
  sockets: number;
  /** Payload written to all sockets since the server started: characters of text frames plus bytes of binary ones. */
  sent: number;
}

/** GET api/health: answered without a session. */
export interface HealthResponse {
  status: 'ok';
  serverTime: number;
}
