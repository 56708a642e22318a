import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_SORTINGS, type CardSorting } from '../../domain/monitoring-grid';
import { DialogFrame } from '../../ui/dialog-frame';

/** Options dialog of the supervisor information center: card sorting, Cancel and Update. */
export function CardOptionsDialog(props: {
  sorting: CardSorting;
  onCancel: () => void;
  onUpdate: (sorting: CardSorting) => void;
}) {
  const { t } = useTranslation('dashboards');
  const [sorting, setSorting] = useState<CardSorting>(props.sorting);
  return (
    <DialogFrame
      title={t('options.title')}
      className="dialog"
      style={{ maxWidth: 400 }}
      onClose={props.onCancel}
    >
      <fieldset>
        <legend>{t('options.sorting')}</legend>
        {CARD_SORTINGS.map((option) => (
          <label key={option} className="radio-row">
            <input
              type="radio"
              name="card-sorting"
              value={option}
              checked={sorting === option}
              onChange={() => setSorting(option)}
            />
            {t(`options.sortings.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className="dialog__actions">
        <button type="button" className="button button-outline" onClick={props.onCancel}>
          {t('options.cancel')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => props.onUpdate(sorting)}
        >
          {t('options.update')}
        </button>
      </div>
    </DialogFrame>
  );
}
