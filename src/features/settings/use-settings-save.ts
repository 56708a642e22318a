import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsPatch } from '../../protocol/api';
import { useHub } from '../../hub-client/use-hub';
import type { UserSettingsValue } from '../../domain/user-settings';

/** A change on its way to the server: shown in place of the stored value until it lands. */
interface PendingChange {
  value: unknown;
  phase: 'saving' | 'saved';
  seq: number;
}

/** How the user knows a field: a key of the settings namespace, translated when shown (the language may change meanwhile). */
export interface FieldLabel {
  key: string;
  params?: Record<string, string>;
}

/** What a field needs to show itself and save a change. */
export interface SettingsSaver {
  /** The value to show: the change being saved, else the stored one. */
  shown: <T>(field: string, stored: T) => T;
  saving: (field: string) => boolean;
  /** Why the last change of the field was refused (the stored value is shown again), or null. */
  error: (field: string) => string | null;
  /**
   * Saves at once through PUT api/settings with dotted paths. `field` names what is shown
   * (the first path), `label` is how the user knows it, `value` what the control shows meanwhile.
   */
  save: (field: string, label: FieldLabel, patch: SettingsPatch, value: unknown) => void;
  /** The last change that was saved, for the status line (seq tells two equal messages apart); null once read. */
  saved: { message: string; seq: number } | null;
  clearSaved: () => void;
}

function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every field saves on its own, at once: one dotted-path PUT per change. A refused change
 * shows its reason beside the field and the stored value comes back; the hub publishes an
 * accepted one to every tab.
 */
export function useSettingsSave(settings: UserSettingsValue): SettingsSaver {
  const { t } = useTranslation('settings');
  const { updateSettings } = useHub();
  const [pending, setPending] = useState<Readonly<Record<string, PendingChange>>>({});
  const [errors, setErrors] = useState<
    Readonly<Record<string, { label: FieldLabel; reason: string }>>
  >({});
  const [saved, setSaved] = useState<{ label: FieldLabel; seq: number } | null>(null);
  const settingsRef = useRef(settings);
  const seqRef = useRef(0);

  // a saved change has reached this tab's settings once they change after it: show them again
  useEffect(() => {
    settingsRef.current = settings;
    setPending((current) => {
      const kept = Object.entries(current).filter(([, change]) => change.phase === 'saving');
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, [settings]);

  const save = useCallback(
    (field: string, label: FieldLabel, patch: SettingsPatch, value: unknown) => {
      const seq = ++seqRef.current;
      setPending((current) => ({ ...current, [field]: { value, phase: 'saving', seq } }));
      setErrors((current) => {
        const { [field]: _dropped, ...rest } = current;
        return rest;
      });
      const settle = (outcome: { ok: true } | { ok: false; reason: string }) => {
        setPending((current) => {
          const change = current[field];
          if (change?.seq !== seq) return current; // a later change of the field is on its way
          const { [field]: _done, ...rest } = current;
          if (outcome.ok && !sameValue(valueAt(settingsRef.current, field), value)) {
            return { ...current, [field]: { ...change, phase: 'saved' } };
          }
          return rest;
        });
        if (outcome.ok) setSaved({ label, seq });
        else setErrors((current) => ({ ...current, [field]: { label, reason: outcome.reason } }));
      };
      updateSettings(patch).then(
        (result) =>
          settle(
            result.ok
              ? { ok: true }
              : { ok: false, reason: result.error.message ?? result.error.code },
          ),
        (failure: unknown) =>
          settle({
            ok: false,
            reason: failure instanceof Error ? failure.message : String(failure),
          }),
      );
    },
    [updateSettings],
  );
  const labelText = (label: FieldLabel) => t(label.key, label.params ?? {});

  return {
    shown: <T>(field: string, stored: T): T =>
      field in pending ? (pending[field]?.value as T) : stored,
    saving: (field) => pending[field]?.phase === 'saving',
    error: (field) => {
      const refused = errors[field];
      return refused
        ? t('notSaved', { field: labelText(refused.label), reason: refused.reason })
        : null;
    },
    save,
    saved: saved && { message: t('saved', { field: labelText(saved.label) }), seq: saved.seq },
    clearSaved: useCallback(() => setSaved(null), []),
  };
}
