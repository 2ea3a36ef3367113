import { Link, useParams } from 'react-router';
import type { SupportMemberDetail } from '@forkpoint/shared/contracts/support-members';
import { Spinner } from '@/components/ui/spinner';
import { consolePaths } from '../lib/console-paths';
import { errorMessage } from '../api/staff-session';
import { useMemberDetail } from '../api/support-members';
import { ConsolePage } from './console-page';
import { formatDateTime } from './data-table';
import { MemberAccess } from './member-access';
import { MemberActivity } from './member-activity';
import { MemberAdjustments } from './member-adjustments';
import { MemberEmulation } from './member-emulation';

/** /support/members/:publicId: the member's whole picture, and the sign-in actions an agent may take. */
export function MemberDetailPage() {
  const publicId = useParams().publicId ?? '';
  const detail = useMemberDetail(publicId);
  const back = (
    <Link className="support-back" to={consolePaths.members}>
      Back to search
    </Link>
  );

  if (detail.isPending) {
    return (
      <ConsolePage title="Member" actions={back}>
        <Spinner message="Loading the member…" />
      </ConsolePage>
    );
  }
  if (detail.isError) {
    return (
      <ConsolePage title="Member" actions={back}>
        <p role="alert" className="support-error">
          {errorMessage(detail.error)}
        </p>
      </ConsolePage>
    );
  }
  const { member } = detail.data;
  return (
    <ConsolePage title={`${member.firstName} ${member.lastName}`.trim() || member.publicId} actions={back}>
      <Profile detail={detail.data} />
      <MemberAccess publicId={publicId} detail={detail.data} />
      <MemberEmulation publicId={publicId} detail={detail.data} />
      <MemberAdjustments publicId={publicId} memberName={`${member.firstName} ${member.lastName}`.trim()} />
      <MemberActivity detail={detail.data} />
    </ConsolePage>
  );
}

function Profile({ detail }: { detail: SupportMemberDetail }) {
  const { member, vipThrough } = detail;
  const progress = member.diningProgress;
  const facts: [string, string][] = [
    ['Public id', member.publicId],
    ['E-mail', member.email ?? '—'],
    ['Partner number', member.partnerNumber ?? '—'],
    ['Member type', member.memberType],
    ['Account', member.active ? 'Open' : 'Closed'],
    ['Tier', vipThrough ? `${member.tierLevel} (VIP through ${vipThrough})` : member.tierLevel],
    ['Joined', member.joinDate ? formatDateTime(member.joinDate) : '—'],
    ['Sign-in', member.interfaceType],
    [
      'Dining progress',
      progress
        ? `${progress.status}: ${progress.remainingDines} of ${progress.dinesRequired} dines and $${progress.remainingDollars} of $${progress.dollarsRequired} to go`
        : '—',
    ],
  ];
  return (
    <section className="support-section" aria-labelledby="section-profile">
      <h2 id="section-profile">Profile</h2>
      <dl className="support-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
