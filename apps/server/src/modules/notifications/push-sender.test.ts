import { describe, expect, it } from 'vitest';
import { BROWSER_PUSH_SERVICE_HOSTS, isAllowedPushEndpoint, resolveVapidKeys } from './push-sender';

describe('push endpoints the server may post to', () => {
  const hosts = BROWSER_PUSH_SERVICE_HOSTS;

  it('takes the browsers’ push services over https', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGq', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://db5p.notify.windows.com/w/?token=1', hosts)).toBe(true);
  });

  it('refuses other hosts, plain http, other ports and look-alike names', () => {
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://evilnotify.windows.com/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://notify.windows.com.evil.example/x', hosts)).toBe(false);
  });

  it('takes any https endpoint without a list (development and the tests’ stand-in)', () => {
    expect(isAllowedPushEndpoint('https://127.0.0.1:3549/push/1', null)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:3549/push/1', null)).toBe(false);
    expect(isAllowedPushEndpoint('file:///etc/passwd', null)).toBe(false);
  });
});

describe('VAPID keys', () => {
  const subject = 'mailto:ops@example.com';

  it('uses the configured pair', () => {
    const keys = resolveVapidKeys({
      NODE_ENV: 'production',
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: subject,
    });
    expect(keys).toEqual({ publicKey: 'pub', privateKey: 'priv', subject, ephemeral: false });
  });

  it('generates an ephemeral pair outside production and none in production', () => {
    const generated = resolveVapidKeys({ NODE_ENV: 'development', VAPID_SUBJECT: subject });
    expect(generated?.ephemeral).toBe(true);
    expect(generated?.publicKey).toMatch(/^[A-Za-z0-9_-]{80,100}$/);
    expect(resolveVapidKeys({ NODE_ENV: 'production', VAPID_SUBJECT: subject })).toBeNull();
  });
});
