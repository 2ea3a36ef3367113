import { FormAlert } from '@/components/form';
import type { RegistrationSummary } from '../lib/registration-summary';

/**
 * The outcome of a card registration (spec part 2 §4): all linked (a status), some linked (an alert
 * naming each card that was not) or none linked (the form's ERROR box with the per-card lines).
 */
export function RegistrationResult({ summary }: { summary: RegistrationSummary }) {
  const lines = (items: readonly string[]) =>
    items.length ? (
      <ul className="registration-result__lines">
        {items.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    ) : null;

  if (summary.outcome === 'none') {
    return (
      <FormAlert>
        <p className="registration-result__headline">{summary.headline}</p>
        {lines(summary.failures)}
      </FormAlert>
    );
  }
  if (summary.outcome === 'some') {
    return (
      <div className="registration-result registration-result--some" role="alert">
        {lines(summary.linked)}
        <p className="registration-result__headline">{summary.headline}</p>
        {lines(summary.failures)}
      </div>
    );
  }
  return (
    <div className="registration-result registration-result--all" role="status">
      <p className="registration-result__headline">{summary.headline}</p>
      {summary.linked.length > 1 ? lines(summary.linked) : null}
    </div>
  );
}
