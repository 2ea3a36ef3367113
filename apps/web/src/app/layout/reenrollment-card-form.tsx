import { ReenrollmentForm, type ReenrollmentFormProps } from '@/features/cards/components/reenrollment-form';
import { usePartner } from '@/lib/partner';
import { useCardSettings } from '../routes/card-settings';

/**
 * The re-enrollment card form with the program's card settings and copy. A module of its own, loaded only for a
 * closed account: the card copy it reads stays out of every other page's first load.
 */
export default function ReenrollmentCardForm(props: Omit<ReenrollmentFormProps, 'settings'>) {
  const settings = useCardSettings(usePartner());
  return <ReenrollmentForm {...props} settings={settings} />;
}
