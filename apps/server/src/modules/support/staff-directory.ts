import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import type { StaffMember, StaffShownOnce } from '@forkpoint/shared/contracts/support';
import { totpUri } from './totp';

/**
 * Staff management's helpers that are not SQL (decision 0026): what the audit log keeps of a staff member, a new
 * authenticator set-up to show once, a generated first password. The table's queries are staff-repository.ts.
 */

/** What the audit log keeps of a staff member: their state, never a secret. */
export function auditState(member: StaffMember) {
  return {
    email: member.email,
    displayName: member.displayName,
    role: member.role,
    active: member.active,
    totpEnrolled: member.totpEnrolled,
    recoveryCodesLeft: member.recoveryCodesLeft,
  };
}

/** A new authenticator set-up to show once: the otpauth URI, the secret, and the URI as a QR code. */
export async function totpShownOnce(secret: string, email: string): Promise<NonNullable<StaffShownOnce['totp']>> {
  const uri = totpUri(secret, email);
  // Drawn on the server: the console's chunk stays small, and the SVG goes in an <img> the CSP allows (data:).
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, secret, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A generated first password: four groups of five, about 115 bits, without look-alike characters. */
export function generateStaffPassword(): string {
  const group = () => Array.from({ length: 5 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}
