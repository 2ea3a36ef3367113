import { useEffect, useRef } from 'react';
import type { StaffShownOnce } from '@forkpoint/shared/contracts/support';

/**
 * What a staff management action shows exactly once (decision 0026): a new authenticator set-up (QR code,
 * secret, otpauth URI), new recovery codes, a generated password. The server keeps none of them readable,
 * so leaving the page loses them; the heading takes the focus so the warning is read first.
 */
export function StaffShownOnce({ shown, email }: { shown: StaffShownOnce; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [shown]);
  return (
    <section className="support-section staff-once" aria-labelledby="staff-once-title">
      <h2 id="staff-once-title" ref={heading} tabIndex={-1}>
        Shown once: pass these on now
      </h2>
      <p className="support-notice">
        These are shown only this once and cannot be shown again. Give them to {email} in person or over a safe channel,
        then leave this page. If they are lost, reset the authenticator or issue new codes.
      </p>
      {shown.password ? (
        <div className="staff-once__part">
          <h3>First password</h3>
          <p>
            <code className="staff-once__value" data-testid="staff-once-password">
              {shown.password}
            </code>
          </p>
        </div>
      ) : null}
      {shown.totp ? (
        <div className="staff-once__part staff-once__totp">
          <h3>Authenticator app</h3>
          <img
            className="staff-once__qr"
            src={shown.totp.qrCode}
            width={180}
            height={180}
            alt={`QR code to add ${email} to an authenticator app`}
          />
          <dl className="support-facts">
            <div>
              <dt>Set-up key (time-based)</dt>
              <dd>
                <code className="staff-once__value" data-testid="staff-once-secret">
                  {shown.totp.secret}
                </code>
              </dd>
            </div>
            <div>
              <dt>otpauth address</dt>
              <dd>
                <code className="staff-once__uri">{shown.totp.uri}</code>
              </dd>
            </div>
          </dl>
        </div>
      ) : null}
      {shown.recoveryCodes ? (
        <div className="staff-once__part">
          <h3>Recovery codes (each works once)</h3>
          <ol className="staff-once__codes" data-testid="staff-once-codes">
            {shown.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
