import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canSave,
  changesToSave,
  validateKpiThreshold,
  type KpiThreshold,
} from '../../domain/health-thresholds';
import { KPI_GROUPS, type KpiGroupName } from '../../domain/kpi-ids';
import { NAME_DIALOG_WIDTH_PX } from '../../domain/supervisor-constants';
import { ApplyToOthersDialog } from './apply-to-others-dialog';
import { useThresholdProfiles, type ProfileOutcome } from './use-threshold-profiles';
import type { ThresholdProfile } from '../../protocol/supervision-api';
import { useServerNames } from '../../ui/use-server-names';
import { DialogFrame } from '../../ui/dialog-frame';
import { DialogActions } from '../../ui/dialog-actions';

/**
 * Thresholds tab (supervisor-dashboards §2, §4, §5): a profile selector, warning and danger
 * inputs grouped Volume / Reactivity / Callbacks with the spec's validation; on the Default
 * profile Save creates a new named profile, on a custom one Update changes it.
 */
export function ThresholdsTab({
  businessProcessId,
  notify,
}: {
  businessProcessId: string;
  notify: (message: string) => void;
}) {
  const { t } = useTranslation('dashboards');
  const names = useServerNames();
  const { profiles, create, update, remove, select, profileNames, applyToOthers } =
    useThresholdProfiles(businessProcessId);
  const [applying, setApplying] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [edits, setEdits] = useState<Record<string, KpiThreshold>>({});
  const [naming, setNaming] = useState(false);
  const selected =
    profiles?.find((p) => p._id === selectedId) ?? profiles?.find((p) => p.active) ?? null;
  const entries = useMemo(
    () => (selected ? selected.kpis.map((k) => edits[k.id] ?? k) : []),
    [selected, edits],
  );
  const changed = useMemo(() => Object.values(edits), [edits]);

  if (profiles === null || selected === null) return <p>{t('loading')}</p>;

  const done = (outcome: ProfileOutcome, success: string, failure: string) => {
    if (outcome.ok) {
      setEdits({});
      if (outcome.profile) setSelectedId(outcome.profile._id);
      notify(success);
    } else notify(`${failure} ${outcome.message}`);
  };
  const edit = (
    entry: KpiThreshold,
    field: 'warningThreshold' | 'dangerThreshold',
    value: string,
  ) => setEdits((previous) => ({ ...previous, [entry.id]: { ...entry, [field]: value } }));
  const merged = (profile: ThresholdProfile) => {
    const valid = new Map(changesToSave(changed).map((k) => [k.id, k]));
    return profile.kpis.map((k) => valid.get(k.id) ?? k);
  };

  return (
    <div className="thresholds-tab">
      <label className="field-inline">
        {t('thresholds.profile')}
        <select
          value={selected._id}
          onChange={(event) => {
            const next = profiles.find((p) => p._id === event.target.value);
            if (!next) return;
            setEdits({});
            setSelectedId(next._id);
            void select(next).then((outcome) => {
              if (!outcome.ok) notify(outcome.message);
            });
          }}
        >
          {profiles.map((p) => (
            <option key={p._id} value={p._id}>
              {names.profile(p.name)}
            </option>
          ))}
        </select>
      </label>
      <div className="threshold-row threshold-row--head" aria-hidden="true">
        <span />
        <span>{t('thresholds.warning')}</span>
        <span>{t('thresholds.danger')}</span>
      </div>
      {(Object.keys(KPI_GROUPS) as KpiGroupName[]).map((group) => (
        <fieldset key={group}>
          <legend>{t(`groups.${group}`)}</legend>
          {entries
            .filter((entry) => (KPI_GROUPS[group] as readonly string[]).includes(entry.id))
            .map((entry) => {
              const validation = validateKpiThreshold(entry);
              const message = validation.errors[0] ?? validation.warning;
              return (
                <div key={entry.id} className="threshold-row">
                  <span className="threshold-row__name">{t(`kpi.${entry.id}`)}</span>
                  <input
                    aria-label={t('thresholds.warningOf', { kpi: t(`kpi.${entry.id}`) })}
                    value={entry.warningThreshold}
                    onChange={(e) => edit(entry, 'warningThreshold', e.target.value)}
                  />
                  <input
                    aria-label={t('thresholds.dangerOf', { kpi: t(`kpi.${entry.id}`) })}
                    value={entry.dangerThreshold}
                    onChange={(e) => edit(entry, 'dangerThreshold', e.target.value)}
                  />
                  {message && (
                    <span
                      role={validation.valid ? 'status' : 'alert'}
                      className={
                        validation.valid ? 'threshold-row__warning' : 'threshold-row__error'
                      }
                    >
                      {t(`thresholds.messages.${message}`)}
                    </span>
                  )}
                </div>
              );
            })}
        </fieldset>
      ))}
      <div className="dialog__actions">
        <button
          type="button"
          className="button button-outline"
          disabled={changed.length === 0}
          onClick={() => setEdits({})}
        >
          {t('thresholds.discard')}
        </button>
        {!selected.preConfigured && (
          // the saved profile goes to the others: unsaved edits must be saved or discarded first
          <button
            type="button"
            className="button button-outline"
            disabled={changed.length > 0}
            onClick={() => setApplying(true)}
          >
            {t('applyToOthers.action')}
          </button>
        )}
        {!selected.preConfigured && (
          <button
            type="button"
            className="button button-outline"
            onClick={() =>
              void remove(selected).then((o) =>
                done(
                  o,
                  t('thresholds.deleted', { name: selected.name }),
                  t('thresholds.deleteFailed'),
                ),
              )
            }
          >
            {t('thresholds.delete')}
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          disabled={changed.length === 0 || !canSave(changed)}
          onClick={() => {
            if (selected.preConfigured) setNaming(true);
            else
              void update(selected, merged(selected)).then((o) =>
                done(
                  o,
                  t('thresholds.updated', { name: selected.name }),
                  t('thresholds.updateFailed'),
                ),
              );
          }}
        >
          {selected.preConfigured ? t('thresholds.save') : t('thresholds.update')}
        </button>
      </div>
      {applying && (
        <ApplyToOthersDialog
          profile={selected}
          businessProcessId={businessProcessId}
          profileNames={profileNames}
          applyToOthers={applyToOthers}
          notify={notify}
          onClose={() => setApplying(false)}
        />
      )}
      {naming && (
        <ProfileNameDialog
          onCancel={() => setNaming(false)}
          onSave={(name) => {
            setNaming(false);
            void create(name, merged(selected)).then((o) =>
              done(o, t('thresholds.added', { name }), t('thresholds.addFailed')),
            );
          }}
        />
      )}
    </div>
  );
}

function ProfileNameDialog({
  onCancel,
  onSave,
}: {
  onCancel: () => void;
  onSave: (name: string) => void;
}) {
  const { t } = useTranslation('dashboards');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = name.trim() === '';
  return (
    <DialogFrame
      title={t('thresholds.nameTitle')}
      className="dialog"
      style={{ maxWidth: NAME_DIALOG_WIDTH_PX }}
      onClose={onCancel}
    >
      <label className="field">
        {t('thresholds.name')}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={touched && invalid}
        />
      </label>
      {touched && invalid && (
        <p role="alert" className="threshold-row__error">
          {t('thresholds.nameRequired')}
        </p>
      )}
      <DialogActions
        cancelLabel={t('options.cancel')}
        onCancel={onCancel}
        primaryLabel={t('thresholds.save')}
        primaryDisabled={invalid}
        onPrimary={() => onSave(name.trim())}
      />
    </DialogFrame>
  );
}
