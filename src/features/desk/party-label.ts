import type { TFunction } from 'i18next';
import { partyName, type PartySubject } from '../../domain/party-name';

/** The window title and tile name of an interaction, in the interactions namespace's words. */
export function partyLabel(ix: PartySubject, t: TFunction<'interactions'>): string {
  const party = partyName(ix);
  if (party.kind === 'name') return party.name;
  return party.kind === 'newEmail' ? t('tile.newEmail') : t('tile.unknownParty');
}
