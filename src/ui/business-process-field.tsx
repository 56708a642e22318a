import { useId, useState } from 'react';
import { useBusinessProcesses } from '../hub-client/use-assigned-business-processes';
import type { AssignedBusinessProcess } from '../protocol/supervision-api';
import './media-screen.css';

export interface BusinessProcessChoice {
  processes: AssignedBusinessProcess[];
  /** Why the processes could not be read; null while loading or once read. */
  error: string | null;
  /** What the request carries: the agent's pick, else `preferred` when assigned, else the first; '' while none. */
  processId: string;
  choose: (processId: string) => void;
}

/** The business process an outgoing call, chat or SMS is made for, among the agent's assigned ones. */
export function useBusinessProcessChoice(preferred: string | null = null): BusinessProcessChoice {
  const { processes, error } = useBusinessProcesses();
  const [chosen, setChosen] = useState<string | null>(null);
  const processId =
    chosen ??
    processes.find((p) => p.businessProcessId === preferred)?.businessProcessId ??
    processes[0]?.businessProcessId ??
    '';
  return { processes, error, processId, choose: setChosen };
}

export interface BusinessProcessTexts {
  label: string;
  /** Shown in the empty select while the processes load. */
  loading: string;
  /** Shown in the empty select when they could not be read. */
  none: string;
}

/** The labelled select of a start form (new call, chat or SMS); each form brings its own texts. */
export function BusinessProcessField({
  choice,
  texts,
}: {
  choice: BusinessProcessChoice;
  texts: BusinessProcessTexts;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{texts.label}</label>
      <select
        id={id}
        className="media-input"
        value={choice.processId}
        onChange={(event) => choice.choose(event.target.value)}
        disabled={choice.processes.length === 0}
      >
        {choice.processes.length === 0 && (
          <option value="">{choice.error === null ? texts.loading : texts.none}</option>
        )}
        {choice.processes.map((p) => (
          <option key={p.businessProcessId} value={p.businessProcessId}>
            {p.businessProcessName}
          </option>
        ))}
      </select>
    </>
  );
}
