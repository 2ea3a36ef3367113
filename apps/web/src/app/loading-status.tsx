import { LOADING_MESSAGE_DEFAULT } from '@forkpoint/shared/constants';

/** While something loads nothing is drawn; only screen readers hear the spec's default loading message. */
export function LoadingStatus() {
  return (
    <p role="status" className="visually-hidden">
      {LOADING_MESSAGE_DEFAULT}
    </p>
  );
}
