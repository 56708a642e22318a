/** Constants of agent-desktop §9, named as the spec names them. */
export const HTTP_TIMEOUT_MS = 30_000;
export const MAX_CONSECUTIVE_KEEP_ALIVE_FAILURES = 5;
export const MAX_CONSECUTIVE_NETWORK_ERRORS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 20_000;
export const ATTACHMENT_TOTAL_LIMIT_BYTES = 20_971_520;
export const SIDEBAR_ITEM_HEIGHT_PX = 72;
export const TILE_BLINK_MS = 2_000;
export const SESSION_EXPIRED_REDIRECT_MS = 5_000;
export const SCREEN_PART_LOAD_TIMEOUT_MS = 120_000;
export const SEARCH_DEBOUNCE_MS = 250;
export const AVATAR_DEFAULT_SIZE_PX = 40;
export const AVATAR_BATCH_WAIT_MS = 50;
export const SMS_HISTORY_MAX_MESSAGES = 3_000;
export const CONVERSATION_HISTORY_LIMIT = 5;
export const LINK_LENGTH_LIMIT = 2_083;
export const LINKS_OPENED_AT_ONCE = 20;
export const CONFIRM_DIALOG_MAX_WIDTH_PX = 400;
export const INTERACTION_HISTORY_PERIOD_DEFAULT_HOURS = 168;
export const INTERACTION_HISTORY_PERIOD_OPTIONS_HOURS = [24, 168, 720] as const;
export const STATS_REFRESH_THROTTLE_MS = 1_000;
export const DEFAULT_COMPLETION_STATUS = { id: 0, name: 'Handled' } as const;
export const DATE_DISPLAY_FORMAT = 'MM/DD/YYYY h:mm a';
export const TIME_DISPLAY_FORMAT = 'HH:mm:ss';
export const DEFAULT_LOCALE = 'en';
export const DEFAULT_TIME_ZONE_ID = 'Eastern Standard Time';
export const FALLBACK_IANA_TIME_ZONE = 'America/New_York';
export const SEARCH_MAX_RESULTS_DEFAULT = 50;
export const SEARCH_PAGE_NUMBER_DEFAULT = 1;
export const TRANSCRIPT_HEADINGS = {
  sms: 'SMS',
  chat: 'CHAT',
  incomingEmail: 'INCOMING EMAIL',
  outgoingExternalMail: 'OUT. EXTERNAL MAIL',
} as const;
