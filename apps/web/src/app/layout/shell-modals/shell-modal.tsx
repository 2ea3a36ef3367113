import type { AnnouncementBannerFields, PopupFields } from '@forkpoint/shared/content/content-schemas';
import { CopyLink } from '@/components/copy/copy-link';
import { CopyText } from '@/components/copy/copy-text';
import { Modal } from '@/components/ui/modal';
import { AnnouncementItems } from '../announcement-banner';
import type { ShellModalKind } from './shell-modal-rules';

interface ShellModalProps {
  kind: ShellModalKind;
  /** The announcement modal's copy: the announcement content, as the banner shows it. */
  announcement?: AnnouncementBannerFields;
  /** The general popup's or the temporary sign-in invitation's copy (content group `popup`). */
  popup?: PopupFields;
  onClose: () => void;
}

/**
 * One of the shell's modals (spec part 1 §2, §4): the announcement, the general popup ("LEARN MORE") or the
 * temporary invitation to sign in with the program's own login. Focus stays inside, Escape and Close close it,
 * focus returns to where it was; following its link counts as closing it, so it does not come back.
 */
export function ShellModal({ kind, announcement, popup, onClose }: ShellModalProps) {
  if (kind === 'announcement' && announcement) {
    return (
      <Modal
        title="Announcement"
        overlay={null}
        onDismiss={onClose}
        description={<AnnouncementItems items={announcement.banner_copy} />}
      >
        {announcement.tooltip_copy ? (
          <p className="shell-modal__note">
            <CopyText text={announcement.tooltip_copy} />
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="button" className="button button--v1" onClick={onClose}>
            Got it
          </button>
        </div>
      </Modal>
    );
  }
  if (!popup) return null;
  return (
    <Modal title={popup.title} overlay={null} onDismiss={onClose} description={<CopyText text={popup.body_text} />}>
      <div className="modal__actions">
        <CopyLink
          className="button button--v1"
          text={popup.link.text}
          url={popup.link.url}
          newTab={popup.link.new_tab}
          onClick={onClose}
        />
        <button type="button" className="button button--v2" onClick={onClose}>
          {kind === 'temporarySso' ? 'Not now' : 'Close'}
        </button>
      </div>
    </Modal>
  );
}
