import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, staffMay, staffSignInRequestSchema } from './support';

describe('staff roles', () => {
  it('give members to agents and admins, content to editors and admins, the audit log to admins only', () => {
    const table = Object.fromEntries(
      STAFF_ROLES.map((role) => [
        role,
        (['members', 'content', 'audit', 'staff'] as const).filter((p) => staffMay(role, p)),
      ]),
    );
    expect(table).toEqual({
      agent: ['members'],
      content_editor: ['content'],
      catalog_manager: [],
      admin: ['members', 'content', 'audit', 'staff'],
    });
  });
});

describe('the staff sign-in form', () => {
  const base = { email: ' Staff.Admin@Aerovia.Example ', password: 'x' };

  it('takes a 6-digit code or a recovery code, never both nor neither', () => {
    expect(staffSignInRequestSchema.safeParse({ ...base, code: '123456' }).success).toBe(true);
    expect(staffSignInRequestSchema.parse({ ...base, recoveryCode: 'ABCDE-12345' }).recoveryCode).toBe('abcde-12345');
    expect(staffSignInRequestSchema.safeParse(base).success).toBe(false);
    expect(staffSignInRequestSchema.safeParse({ ...base, code: '123456', recoveryCode: 'abcde-12345' }).success).toBe(
      false,
    );
    expect(staffSignInRequestSchema.safeParse({ ...base, code: '12345' }).success).toBe(false);
  });

  it('compares e-mails in lower case', () => {
    expect(staffSignInRequestSchema.parse({ ...base, code: '123456' }).email).toBe('staff.admin@aerovia.example');
  });
});
