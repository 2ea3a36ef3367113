import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COPY_TOKEN_NAMES,
  type CopyPart,
  type CopyTerms,
  LINK_TOKEN_NAMES,
  MAX_EXPANSION_PASSES,
  copyTermsFor,
  expandCopyDeep,
  expandCopyTokens,
  listCopyTokenNames,
  listLinkTokenNames,
  parseLinkTokens,
} from './copy-tokens';

const terms: CopyTerms = {
  partner: 'Aerovia Airlines',
  program: 'Aerovia Dining',
  currencySingular: 'mile',
  currencyPlural: 'miles',
  bonusCurrency: 'bonus miles',
  partnerNumberLabel: 'Aerovia member number',
  currentTier: 'Select',
  currentYear: 2031,
};

// Term values that can never form a token, so one expansion pass settles them.
const plainText = fc.string().filter((s) => !s.includes('{') && !s.includes('}'));
const plainTerms: fc.Arbitrary<CopyTerms> = fc.record({
  partner: plainText,
  program: plainText,
  currencySingular: plainText,
  currencyPlural: plainText,
  bonusCurrency: plainText,
  partnerNumberLabel: plainText,
  currentTier: plainText,
  currentYear: fc.integer({ min: 1900, max: 2200 }),
});
const knownToken = fc.constantFrom(...COPY_TOKEN_NAMES).map((name) => `{{${name}}}`);

function serialise(parts: CopyPart[]): string {
  return parts.map((p) => (p.type === 'text' ? p.text : `[[${p.name}|${p.text}]]`)).join('');
}

describe('copyTermsFor', () => {
  it('maps the partner terms and takes the year from the given date', () => {
    const result = copyTermsFor(
      {
        partner: 'P',
        program: 'Prog',
        currencySingular: 'point',
        currencyPlural: 'points',
        bonusCurrency: 'bonus points',
        partnerNumberLabel: 'Member #',
      },
      { now: new Date(2029, 5, 15), currentTier: 'VIP' },
    );
    expect(result).toEqual({
      partner: 'P',
      program: 'Prog',
      currencySingular: 'point',
      currencyPlural: 'points',
      bonusCurrency: 'bonus points',
      partnerNumberLabel: 'Member #',
      currentTier: 'VIP',
      currentYear: 2029,
    });
  });

  it('defaults the tier to the basic tier name', () => {
    const result = copyTermsFor(
      {
        partner: 'P',
        program: 'Prog',
        currencySingular: 'a',
        currencyPlural: 'b',
        bonusCurrency: 'c',
        partnerNumberLabel: 'd',
      },
      {},
    );
    expect(result.currentTier).toBe('Basic');
  });
});

describe('expandCopyTokens', () => {
  it('fills every known token with its term', () => {
    const text =
      'Earn {{currency_plural}} with {{program}} by {{partner}}, © {{current_year}} ({{current_tier}}, {{bonus_currency}}, 1 {{currency_singular}}, {{partner_number_label}})';
    expect(expandCopyTokens(text, terms)).toBe(
      'Earn miles with Aerovia Dining by Aerovia Airlines, © 2031 (Select, bonus miles, 1 mile, Aerovia member number)',
    );
  });

  it('tolerates spaces inside the braces', () => {
    expect(expandCopyTokens('{{ partner }}', terms)).toBe('Aerovia Airlines');
  });

  it('leaves unknown tokens as they are', () => {
    expect(expandCopyTokens('Hi {{first_name}}, earn {{currency_plural}}', terms)).toBe(
      'Hi {{first_name}}, earn miles',
    );
  });

  it('expands a term that itself contains a token', () => {
    const nested = { ...terms, program: '{{partner}} Dining Rewards' };
    expect(expandCopyTokens('Welcome to {{program}}', nested)).toBe('Welcome to Aerovia Airlines Dining Rewards');
  });

  it('expands tokens inside a link token text', () => {
    expect(expandCopyTokens('[[join|Join {{program}}]]', terms)).toBe('[[join|Join Aerovia Dining]]');
  });

  it('stops after the pass cap when terms refer to each other', () => {
    const cyclic = { ...terms, partner: '{{program}}', program: '{{partner}}' };
    const result = expandCopyTokens('{{partner}}', cyclic);
    expect(['{{partner}}', '{{program}}']).toContain(result);
  });

  it('stops after the pass cap when a term keeps growing', () => {
    const growing = { ...terms, partner: 'x{{partner}}' };
    expect(expandCopyTokens('{{partner}}', growing)).toBe(`${'x'.repeat(MAX_EXPANSION_PASSES)}{{partner}}`);
  });

  it('returns text without braces unchanged', () => {
    fc.assert(fc.property(plainText, plainTerms, (text, t) => expandCopyTokens(text, t) === text));
  });

  it('leaves no known token behind when the terms hold none', () => {
    const copy = fc.array(fc.oneof(plainText, knownToken)).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(copy, plainTerms, (text, t) => {
        const out = expandCopyTokens(text, t);
        return listCopyTokenNames(out).length === 0 && expandCopyTokens(out, t) === out;
      }),
    );
  });
});

describe('expandCopyDeep', () => {
  it('expands strings in nested objects and arrays and keeps other values', () => {
    const fields = {
      title: 'Join {{program}}',
      count: 3,
      flag: true,
      none: null,
      items: [{ copy: '{{currency_plural}}', new_tab: false }, 'x {{partner}}'],
    };
    expect(expandCopyDeep(fields, terms)).toEqual({
      title: 'Join Aerovia Dining',
      count: 3,
      flag: true,
      none: null,
      items: [{ copy: 'miles', new_tab: false }, 'x Aerovia Airlines'],
    });
  });

  it('does not change the input', () => {
    const fields = { title: '{{partner}}' };
    expandCopyDeep(fields, terms);
    expect(fields.title).toBe('{{partner}}');
  });
});

describe('parseLinkTokens', () => {
  it('splits copy into text and link parts', () => {
    expect(parseLinkTokens('Already a member? [[sign_in|Sign in]] or [[join|join now]].')).toEqual([
      { type: 'text', text: 'Already a member? ' },
      { type: 'link', name: 'sign_in', text: 'Sign in' },
      { type: 'text', text: ' or ' },
      { type: 'link', name: 'join', text: 'join now' },
      { type: 'text', text: '.' },
    ]);
  });

  it('gives an empty text for a link token without one', () => {
    expect(parseLinkTokens('Call [[support_phone]]')).toEqual([
      { type: 'text', text: 'Call ' },
      { type: 'link', name: 'support_phone', text: '' },
    ]);
  });

  it('keeps a token with an unknown name as plain text', () => {
    expect(parseLinkTokens('a [[nowhere|b]] c')).toEqual([{ type: 'text', text: 'a [[nowhere|b]] c' }]);
  });

  it('knows every link name of the spec', () => {
    for (const name of LINK_TOKEN_NAMES) {
      expect(parseLinkTokens(`[[${name}|x]]`)).toEqual([{ type: 'link', name, text: 'x' }]);
    }
  });

  it('loses nothing: the parts written back give the original copy', () => {
    const linkToken = fc
      .tuple(
        fc.constantFrom(...LINK_TOKEN_NAMES, 'unknown_name'),
        fc.string().filter((s) => !s.includes(']')),
      )
      .map(([name, text]) => `[[${name}|${text}]]`);
    // Plain pieces hold no '[' so every token in the copy is one the generator wrote.
    const plain = fc.string().filter((s) => !s.includes('['));
    const copy = fc.array(fc.oneof(plain, linkToken)).map((pieces) => pieces.join(''));
    fc.assert(fc.property(copy, (text) => serialise(parseLinkTokens(text)) === text));
  });

  it('lists the names of link and copy tokens it finds', () => {
    expect(listLinkTokenNames('[[terms|Terms]] and [[odd]]')).toEqual(['terms', 'odd']);
    expect(listCopyTokenNames('{{partner}} {{ odd }}')).toEqual(['partner', 'odd']);
  });
});
