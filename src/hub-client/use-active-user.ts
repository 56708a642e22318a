import type { UserProfile } from '../protocol/api';
import { useTopicValue } from './use-topic';

/** The signed-in user, or null while no session is active. */
export function useActiveUser(): UserProfile | null {
  const session = useTopicValue('session');
  return session?.name === 'active' ? session.user : null;
}
