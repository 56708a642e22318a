import type { TimeZoneInfo } from '../../src/protocol/reference-api';

// [Windows id, display place names, standard offset in minutes, IANA zone]
const ZONES: ReadonlyArray<readonly [string, string, number, string]> = [
  ['Dateline Standard Time', 'International Date Line West', -720, 'Etc/GMT+12'],
  ['Hawaiian Standard Time', 'Hawaii', -600, 'Pacific/Honolulu'],
  ['Alaskan Standard Time', 'Alaska', -540, 'America/Anchorage'],
  ['Pacific Standard Time', 'Pacific Time (US & Canada)', -480, 'America/Los_Angeles'],
  ['US Mountain Standard Time', 'Arizona', -420, 'America/Phoenix'],
  ['Mountain Standard Time', 'Mountain Time (US & Canada)', -420, 'America/Denver'],
  ['Central Standard Time', 'Central Time (US & Canada)', -360, 'America/Chicago'],
  [
    'Central Standard Time (Mexico)',
    'Guadalajara, Mexico City, Monterrey',
    -360,
    'America/Mexico_City',
  ],
  ['Eastern Standard Time', 'Eastern Time (US & Canada)', -300, 'America/New_York'],
  ['SA Pacific Standard Time', 'Bogota, Lima, Quito, Rio Branco', -300, 'America/Bogota'],
  ['Atlantic Standard Time', 'Atlantic Time (Canada)', -240, 'America/Halifax'],
  ['Newfoundland Standard Time', 'Newfoundland', -210, 'America/St_Johns'],
  ['E. South America Standard Time', 'Brasilia', -180, 'America/Sao_Paulo'],
  ['Argentina Standard Time', 'City of Buenos Aires', -180, 'America/Argentina/Buenos_Aires'],
  ['UTC', 'Coordinated Universal Time', 0, 'Etc/UTC'],
  ['GMT Standard Time', 'Dublin, Edinburgh, Lisbon, London', 0, 'Europe/London'],
  [
    'W. Europe Standard Time',
    'Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna',
    60,
    'Europe/Berlin',
  ],
  ['Romance Standard Time', 'Brussels, Copenhagen, Madrid, Paris', 60, 'Europe/Paris'],
  [
    'Central Europe Standard Time',
    'Belgrade, Bratislava, Budapest, Ljubljana, Prague',
    60,
    'Europe/Budapest',
  ],
  ['Central European Standard Time', 'Sarajevo, Skopje, Warsaw, Zagreb', 60, 'Europe/Warsaw'],
  ['W. Central Africa Standard Time', 'West Central Africa', 60, 'Africa/Lagos'],
  ['GTB Standard Time', 'Athens, Bucharest', 120, 'Europe/Bucharest'],
  ['FLE Standard Time', 'Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius', 120, 'Europe/Helsinki'],
  ['Israel Standard Time', 'Jerusalem', 120, 'Asia/Jerusalem'],
  ['Egypt Standard Time', 'Cairo', 120, 'Africa/Cairo'],
  ['South Africa Standard Time', 'Harare, Pretoria', 120, 'Africa/Johannesburg'],
  ['Russian Standard Time', 'Moscow, St. Petersburg', 180, 'Europe/Moscow'],
  ['Turkey Standard Time', 'Istanbul', 180, 'Europe/Istanbul'],
  ['Arab Standard Time', 'Kuwait, Riyadh', 180, 'Asia/Riyadh'],
  ['E. Africa Standard Time', 'Nairobi', 180, 'Africa/Nairobi'],
  ['Arabian Standard Time', 'Abu Dhabi, Muscat', 240, 'Asia/Dubai'],
  ['Pakistan Standard Time', 'Islamabad, Karachi', 300, 'Asia/Karachi'],
  ['India Standard Time', 'Chennai, Kolkata, Mumbai, New Delhi', 330, 'Asia/Kolkata'],
  ['Nepal Standard Time', 'Kathmandu', 345, 'Asia/Kathmandu'],
  ['SE Asia Standard Time', 'Bangkok, Hanoi, Jakarta', 420, 'Asia/Bangkok'],
  ['China Standard Time', 'Beijing, Chongqing, Hong Kong, Urumqi', 480, 'Asia/Shanghai'],
  ['Singapore Standard Time', 'Kuala Lumpur, Singapore', 480, 'Asia/Singapore'],
  ['W. Australia Standard Time', 'Perth', 480, 'Australia/Perth'],
  ['Tokyo Standard Time', 'Osaka, Sapporo, Tokyo', 540, 'Asia/Tokyo'],
  ['Korea Standard Time', 'Seoul', 540, 'Asia/Seoul'],
  ['Cen. Australia Standard Time', 'Adelaide', 570, 'Australia/Adelaide'],
  ['E. Australia Standard Time', 'Brisbane', 600, 'Australia/Brisbane'],
  ['AUS Eastern Standard Time', 'Canberra, Melbourne, Sydney', 600, 'Australia/Sydney'],
  ['New Zealand Standard Time', 'Auckland, Wellington', 720, 'Pacific/Auckland'],
  ['Tonga Standard Time', "Nuku'alofa", 780, 'Pacific/Tongatapu'],
  ['Line Islands Standard Time', 'Kiritimati Island', 840, 'Pacific/Kiritimati'],
];

function formatOffset(minutes: number): string {
  if (minutes === 0) return '(UTC)';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `(UTC${sign}${hh}:${mm})`;
}

/** Windows time zones with their IANA equivalents, west to east. */
export const TIME_ZONES: readonly TimeZoneInfo[] = ZONES.map(
  ([id, places, utcOffsetMinutes, iana]) => ({
    id,
    displayName: `${formatOffset(utcOffsetMinutes)} ${places}`,
    utcOffsetMinutes,
    iana,
  }),
);
