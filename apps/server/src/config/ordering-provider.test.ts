import { describe, expect, it } from 'vitest';
import { orderingUrlFor, orderingUrlProblem, ownOrigin, STAND_IN_ORDERING_PROVIDER } from './ordering-provider';

const anywhere = { httpsOnly: false };

describe('the ordering provider URL template', () => {
  it('accepts a path on this site and absolute http(s) templates', () => {
    for (const template of [
      '/ordering/{merchantId}',
      'https://order.example.com/r/{merchantId}',
      'https://order.example.com/start?restaurant={merchantId}&ref=forkpoint',
      'http://127.0.0.1:4200/menu/{merchantId}',
    ]) {
      expect(orderingUrlProblem(template, anywhere), template).toBeNull();
    }
  });

  it('says what is wrong with a template it cannot use', () => {
    expect(orderingUrlProblem('https://order.example.com/r/', anywhere)).toMatch(/must contain \{merchantId\}/);
    expect(orderingUrlProblem('https://order.example.com/r/{id}', anywhere)).toMatch(/unknown placeholder \{id\}/);
    expect(orderingUrlProblem('order.example.com/r/{merchantId}', anywhere)).toMatch(/absolute http\(s\) URL/);
    expect(orderingUrlProblem('//order.example.com/r/{merchantId}', anywhere)).toMatch(/absolute http\(s\) URL/);
    expect(orderingUrlProblem('javascript:alert({merchantId})', anywhere)).toMatch(/http\(s\) URL/);
    expect(orderingUrlProblem('https://me:pw@order.example.com/{merchantId}', anywhere)).toMatch(/user name/);
    expect(orderingUrlProblem('https://{merchantId}.order.example.com/', anywhere)).toMatch(/not in the host name/);
    expect(orderingUrlProblem('/ordering/ {merchantId}', anywhere)).toMatch(/without spaces/);
  });

  it('asks for https in production, except for a path on this site', () => {
    expect(orderingUrlProblem('http://order.example.com/{merchantId}', { httpsOnly: true })).toMatch(/https:\/\//);
    expect(orderingUrlProblem('/ordering/{merchantId}', { httpsOnly: true })).toBeNull();
  });

  it("fills in the restaurant's merchantId, encoded", () => {
    expect(orderingUrlFor(STAND_IN_ORDERING_PROVIDER, 'FP0000042')).toBe('/ordering/FP0000042');
    expect(orderingUrlFor({ name: 'X', url: 'https://o.example/r/{merchantId}?m={merchantId}' }, 'A B')).toBe(
      'https://o.example/r/A%20B?m=A%20B',
    );
  });

  it('tells our own origin from another', () => {
    expect(ownOrigin('/ordering/{merchantId}')).toBe(true);
    expect(ownOrigin('https://order.example.com/{merchantId}')).toBe(false);
    expect(ownOrigin('//order.example.com/{merchantId}')).toBe(false);
  });
});

describe('the default provider as members read it', () => {
  it('has a product name, never the word stand-in', () => {
    expect(STAND_IN_ORDERING_PROVIDER.name).toBe('Forkpoint Order');
    expect(STAND_IN_ORDERING_PROVIDER.name).not.toMatch(/stand-?in/i);
  });
});
