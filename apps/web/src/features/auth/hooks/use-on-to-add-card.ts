import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentMember } from '@/lib/member';

/**
 * Sends a signed-in non-card member on to /add_card, enrollment step 2, where `applies`; answers whether it
 * does (the page then draws nothing). They have done step 1: a join link they follow (header, menu, footer)
 * goes on to linking a card, never to a second sign-up (issue 30; spec part 1 §2 Enrollment, §6).
 * useNavigate rather than <Navigate>: the first-load chunk every page loads need not export one more name.
 */
export function useOnToAddCard(applies = true): boolean {
  const { kind } = useCurrentMember();
  const navigate = useNavigate();
  const onward = applies && kind === 'nonCardMember';
  useEffect(() => {
    if (onward) void navigate(paths.addCard.getHref(), { replace: true });
  }, [onward, navigate]);
  return onward;
}
