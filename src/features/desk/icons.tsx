import type { TileStatusIcon } from '../../domain/desk-tiles';

/** Line icons drawn on a 24 px grid; the caller gives the accessible name (they are decorative). */
const PATHS = {
  TELEPHONY:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  CHAT: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z',
  EMAIL: 'M3 6h18v12H3zM3 7l9 6 9-6',
  SMS: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  hold: 'M9 5v14M15 5v14',
  answeredWithinGoal: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12l3 3 5-6',
  completed: 'M5 12l5 5L20 7',
  offered: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  preview: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  dialing:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2M15 3h6v6M21 3l-6 6',
  consulting: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M19 8v6M16 11h6',
  inConference:
    'M8 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM16 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM1 20a7 7 0 0 1 14 0M13 14a7 7 0 0 1 10 6',
  wrapUp: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5',
  missed:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2M16 3l5 5M21 3l-5 5',
  rejected: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6',
  delegatedToSupervisor: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7zM12 8v8M9 11l3-3 3 3',
  canceled: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM6 6l12 12',
  emailRead: 'M3 10l9-6 9 6v10H3zM3 10l9 6 9-6',
  newEmail: 'M3 6h13M3 6v12h18v-6M3 7l9 6 4-2.7M19 3v6M16 6h6',
  messageSent: 'M7 17L17 7M9 7h8v8',
  messageReceived: 'M17 7L7 17M15 17H7V9',
  onCall:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2M15 7a3 3 0 0 1 2 2M15 3a7 7 0 0 1 6 6',
  accept: 'M5 12l5 5L20 7',
  decline: 'M6 6l12 12M18 6L6 18',
  minimize: 'M5 19h14',
  maximize: 'M4 4h16v16H4z',
  restore: 'M8 8h12v12H8zM4 16V4h12',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  chevron: 'M6 9l6 6 6-6',
  send: 'M4 12l16-8-6 16-3-7z',
  record: 'M12 6a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  size = 18,
  className,
}: {
  name: IconName | TileStatusIcon;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className === undefined ? 'desk-icon' : `desk-icon ${className}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
