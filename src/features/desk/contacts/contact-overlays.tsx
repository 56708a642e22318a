import { ContactCard } from './contact-card';
import './contacts.css';
import { ContactsPanel } from './contacts-panel';
import { closeContactCard, setContactsPanelOpen, useContactOverlay } from './use-contact-overlay';

/** The contacts panel and the contact card over the desk, wherever they were opened from. */
export function ContactOverlays() {
  const overlay = useContactOverlay();
  return (
    <>
      {overlay.panelOpen && <ContactsPanel onClose={() => setContactsPanelOpen(false)} />}
      {/* the key remounts the card when another contact or tab is asked for */}
      {overlay.card !== null && (
        <ContactCard
          key={overlay.card.seq}
          contactId={overlay.card.contactId}
          tab={overlay.card.tab}
          onClose={closeContactCard}
        />
      )}
    </>
  );
}
