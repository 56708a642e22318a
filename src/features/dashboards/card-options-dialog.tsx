import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_SORTINGS, type CardSorting } from '../../domain/monitoring-grid';
import { DialogFrame } from '../../ui/dialog-frame';
import { DialogActions } from '../../ui/dialog-actions';

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
      <DialogActions
        cancelLabel={t('options.cancel')}
        onCancel={props.onCancel}
        primaryLabel={t('options.update')}
        onPrimary={() => props.onUpdate(sorting)}
      />
    </DialogFrame>
  );
}
