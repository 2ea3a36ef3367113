import { LOADING_MESSAGE_DEFAULT } from '@forkpoint/shared/constants';

/**
 * The loading spinner (spec part 1 §9: 60 px, 60 px of space, 6 px border, from layout variables) with its
 * message, announced politely. Used where part of a page loads; the app start itself draws nothing.
 */
export function Spinner({ message = LOADING_MESSAGE_DEFAULT }: { message?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="spinner__message">{message}</span>
    </div>
  );
}
