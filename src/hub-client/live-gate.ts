import { createContext } from 'react';

/**
 * Whether the topic values read below are live. A component under an inactive gate (a
 * monitoring card scrolled off screen) does not subscribe to its signals: updates cost it
 * no React work, and it shows the values of its last render. When the gate opens again,
 * each value is read afresh at once.
 */
export const LiveGate = createContext(true);
