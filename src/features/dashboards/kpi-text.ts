import type { TFunction } from 'i18next';
import { figureNoteOf, type FigureNote } from '../../domain/figure-notes';
import { formatDuration } from '../../domain/format';
import { formatKpiValue } from '../../domain/kpi-format';
import { kpiUnit, type BusinessProcessKpiId } from '../../domain/kpi-ids';

/** A KPI value as the statistics hold it (counts, seconds, fractions), for display. */
export function kpiValueText(id: BusinessProcessKpiId, value: number | undefined): string {
  return formatKpiValue(id, value);
}

/** A value in threshold units (percent 0..100, seconds, counts), for display. */
export function thresholdUnitsText(id: BusinessProcessKpiId, value: number): string {
  switch (kpiUnit(id)) {
    case 'fraction':
      return `${value.toFixed(2)}%`;
    case 'seconds':
      return formatDuration(value);
    case 'count':
      return String(Math.round(value));
  }
}

/**
 * A figure's name for its tooltip, with the note that says why it may not match the figures
 * beside it (short abandons, shift totals against live values): `figure-notes.ts`.
 */
export function figureTitle(t: TFunction<'dashboards'>, id: BusinessProcessKpiId): string {
  return noteTitle(t, t(`kpi.${id}`), figureNoteOf(id));
}

/** A label with a figure note, or the label alone when there is none. */
export function noteTitle(
  t: TFunction<'dashboards'>,
  name: string,
  note: FigureNote | null,
): string {
  return note === null ? name : t('figureTitle', { name, note: t(`figureNotes.${note}`) });
}
