import { DEFAULT_WALLBOARD_NAME } from './supervisor-constants';

/**
 * The name a new board gets: the default WALLBOARD followed by the first number no board of the
 * owner carries yet ("WALLBOARD 2", "WALLBOARD 3", ...). The owner renames it in the editor.
 */
export function nextBoardName(existing: readonly string[]): string {
  const taken = new Set(existing.map((name) => name.trim().toLocaleUpperCase()));
  for (let n = 2; ; n += 1) {
    const name = `${DEFAULT_WALLBOARD_NAME} ${n}`;
    if (!taken.has(name.toLocaleUpperCase())) return name;
  }
}
