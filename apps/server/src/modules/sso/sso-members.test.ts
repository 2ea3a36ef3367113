import { describe, expect, it } from 'vitest';
import { partnerSchema, type Partner } from '@forkpoint/shared';
import { loadPartnerFiles, PARTNERS_DIR } from '../partners/partner-files';
import { profileFromClaims } from './sso-members';

const altavela = loadPartnerFiles(PARTNERS_DIR).find((p) => p.code === 'altavela')!;
const withoutPpn: Partner = partnerSchema.parse({ ...altavela, hasPPN: false });

describe('profileFromClaims', () => {
  it('takes names, a verified e-mail (normalized) and a partner number that fits the pattern', () => {
    expect(
      profileFromClaims(
        {
          given_name: ' Ada ',
          family_name: 'Lovelace',
          email: ' Ada@Example.COM ',
          email_verified: true,
          partner_number: '123456789',
        },
        altavela,
        'partner_number',
      ),
    ).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', partnerNumber: '123456789' });
  });

  it('splits `name` when given and family names are missing, and cuts names to 20 characters', () => {
    const profile = profileFromClaims({ name: 'Maximiliana Wolfeschlegelsteinhausen Jr' }, altavela, null);
    expect(profile).toMatchObject({ firstName: 'Maximiliana', lastName: 'Wolfeschlegelsteinha' });
  });

  it('drops an unverified or malformed e-mail and a partner number the partner cannot hold', () => {
    const claims = {
      given_name: 'A',
      family_name: 'B',
      email: 'a@example.com',
      email_verified: false,
      partner_number: '12',
    };
    expect(profileFromClaims(claims, altavela, 'partner_number')).toMatchObject({ email: null, partnerNumber: null });
    expect(profileFromClaims({ email: 'not an e-mail' }, altavela, null).email).toBeNull();
    expect(profileFromClaims({ partner_number: '123456789' }, withoutPpn, 'partner_number').partnerNumber).toBeNull();
    expect(profileFromClaims({ partner_number: '123456789' }, altavela, null).partnerNumber).toBeNull();
  });
});
