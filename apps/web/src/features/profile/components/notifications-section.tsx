import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_MESSAGES } from '@forkpoint/shared/contracts/notification-constants';
import type { NotificationPreferences } from '@forkpoint/shared/contracts/notifications';
import { Spinner } from '@/components/ui/spinner';
import {
  getPushKey,
  NOTIFICATIONS_QUERY_KEY,
  removePushSubscription,
  savePushSubscription,
  updateNotificationPreferences,
  useNotificationPreferences,
} from '../api/notifications';
import {
  currentSubscription,
  pushSupport,
  PushPermissionError,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushSupport,
} from '../lib/push-device';
import './notifications-section.css';

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'error'; message: string };

/**
 * The Profile page's Notifications section (issue 35 part 1): one switch a channel — e-mail, and push on this
 * device — each saved as it changes. Loaded as a chunk of its own after the page (the Profile first-load budget).
 * Push is explained instead of offered where the browser cannot show notifications, and blocked permission says
 * where to allow it.
 */
export default function NotificationsSection() {
  const titleId = useId();
  const preferences = useNotificationPreferences();
  return (
    <section className="notifications-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="notifications-section__title">
        {NOTIFICATION_MESSAGES.title}
      </h2>
      <p className="notifications-section__intro">{NOTIFICATION_MESSAGES.intro}</p>
      {preferences.isPending ? (
        <Spinner message="Loading your notification settings" />
      ) : preferences.isError ? (
        <div className="profile-notice profile-notice--error">
          <p>{NOTIFICATION_MESSAGES.loadFailed}</p>
          <button
            type="button"
            className="button button--v2"
            disabled={preferences.isFetching}
            onClick={() => void preferences.refetch()}
          >
            Load notification settings again
          </button>
        </div>
      ) : (
        <ChannelSwitches preferences={preferences.data} />
      )}
    </section>
  );
}

function ChannelSwitches({ preferences }: { preferences: NotificationPreferences }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [deviceSubscribed, setDeviceSubscribed] = useState(false);

  useEffect(() => {
    let current = true;
    void currentSubscription()
      .then((subscription) => current && setDeviceSubscribed(subscription !== null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  /** Runs one change: the switches wait, and the outcome is announced. */
  const change = async (work: () => Promise<NotificationPreferences | void>) => {
    setSaving(true);
    setStatus({ kind: 'idle' });
    try {
      const saved = await work();
      if (saved) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, saved);
      setStatus({ kind: 'saved' });
    } catch (error) {
      if (error instanceof PushPermissionError) {
        setSupport(pushSupport());
        setStatus({ kind: 'error', message: NOTIFICATION_MESSAGES.pushDenied });
      } else {
        setStatus({ kind: 'error', message: NOTIFICATION_MESSAGES.saveFailed });
      }
    } finally {
      setSaving(false);
    }
  };

  const setEmail = (on: boolean) => change(() => updateNotificationPreferences({ email: on }));
  const setPush = (on: boolean) =>
    change(async () => {
      if (on) {
        const subscription = await subscribeThisDevice(await getPushKey());
        await savePushSubscription(subscription);
        setDeviceSubscribed(true);
        return updateNotificationPreferences({ push: true });
      }
      // Off on this device only: the member's other browsers keep theirs.
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await removePushSubscription(endpoint);
      setDeviceSubscribed(false);
    });

  return (
    <div className="notifications-section__channels">
      <ChannelSwitch
        label={NOTIFICATION_MESSAGES.emailLabel}
        checked={preferences.email && preferences.emailAvailable}
        disabled={saving || !preferences.emailAvailable}
        hint={preferences.emailAvailable ? null : NOTIFICATION_MESSAGES.noEmail}
        onChange={setEmail}
      />
      {support === 'unsupported' ? (
        <p className="notifications-section__hint">{NOTIFICATION_MESSAGES.pushUnsupported}</p>
      ) : (
        <ChannelSwitch
          label={NOTIFICATION_MESSAGES.pushLabel}
          checked={preferences.push && deviceSubscribed}
          disabled={saving || support === 'denied'}
          hint={support === 'denied' ? NOTIFICATION_MESSAGES.pushDenied : null}
          onChange={setPush}
        />
      )}
      <p className="notifications-section__status" role="status">
        {status.kind === 'saved' ? NOTIFICATION_MESSAGES.saved : ''}
      </p>
      {status.kind === 'error' ? (
        <p className="notifications-section__error" role="alert">
          {status.message}
        </p>
      ) : null}
    </div>
  );
}

function ChannelSwitch(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  hint: string | null;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="form-field form-field--checkbox notifications-section__channel">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="sms-opt-in__switch"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-field__label form-field__label--inline">
        {props.label}
      </label>
      {props.hint ? (
        <p id={`${id}-hint`} className="form-field__hint notifications-section__hint">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
