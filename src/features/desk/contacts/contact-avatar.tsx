import { AVATAR_DEFAULT_SIZE_PX } from '../../../domain/agent-desktop-constants';
import { contactInitials } from '../../../domain/contact-search';
import { Icon } from '../icons';
import { useContactAvatar } from './use-avatars';

/**
 * A contact's avatar (agent-desktop §2 shared widgets, default 40 px): the picture when the
 * contact has one, else the initials, else a phone icon (the name is a number).
 */
export function ContactAvatar(props: { contactId: string | null; name: string; size?: number }) {
  const size = props.size ?? AVATAR_DEFAULT_SIZE_PX;
  const picture = useContactAvatar(props.contactId);
  const initials = contactInitials(props.name);
  return (
    <span
      className="contact-avatar"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      aria-hidden="true"
      data-testid="contact-avatar"
    >
      {typeof picture === 'string' ? (
        <img src={picture} alt="" width={size} height={size} />
      ) : initials !== '' ? (
        initials
      ) : (
        <Icon name="TELEPHONY" size={Math.round(size / 2)} />
      )}
    </span>
  );
}
