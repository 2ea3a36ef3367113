import { describe, expect, it } from 'vitest';
import { tileCspSource, tileUrlProblem } from './map-tiles';

const anywhere = { httpsOnly: false };

describe('tileUrlProblem', () => {
  it('accepts the raster templates tile servers publish', () => {
    for (const template of [
      'https://tile.example.org/{z}/{x}/{y}.png',
      'https://{s}.tile.example.org/{z}/{x}/{y}{r}.png',
      'https://tiles.example.org:8443/styles/light/{z}/{x}/{-y}.webp?key=abc123',
      'http://127.0.0.1:4100/tiles/{z}/{x}/{y}.png',
    ]) {
      expect(tileUrlProblem(template, anywhere), template).toBeNull();
    }
  });

  it('says what is wrong with a template it cannot use', () => {
    expect(tileUrlProblem('https://tile.example.org/{z}/{x}.png', anywhere)).toMatch(/\{z\}, \{x\} and \{y\}/);
    expect(tileUrlProblem('https://tile.example.org/{zoom}/{x}/{y}.png', anywhere)).toMatch(
      /unknown placeholder \{zoom\}/,
    );
    expect(tileUrlProblem('tile.example.org/{z}/{x}/{y}.png', anywhere)).toMatch(/absolute http\(s\) URL/);
    expect(tileUrlProblem('ftp://tile.example.org/{z}/{x}/{y}.png', anywhere)).toMatch(/http\(s\) URL/);
    expect(tileUrlProblem('https://me:secret@tile.example.org/{z}/{x}/{y}.png', anywhere)).toMatch(/user name/);
    expect(tileUrlProblem('https://tile-{s}.example.org/{z}/{x}/{y}.png', anywhere)).toMatch(/first label/);
  });

  it('asks for https in production', () => {
    expect(tileUrlProblem('http://tile.example.org/{z}/{x}/{y}.png', { httpsOnly: true })).toMatch(/https:\/\//);
    expect(tileUrlProblem('https://tile.example.org/{z}/{x}/{y}.png', { httpsOnly: true })).toBeNull();
  });
});

describe('tileCspSource', () => {
  it("is the template's origin, port included", () => {
    expect(tileCspSource('https://tile.example.org/{z}/{x}/{y}.png')).toBe('https://tile.example.org');
    expect(tileCspSource('http://127.0.0.1:4100/t/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4100');
  });

  it('covers every {s} subdomain with a wildcard label', () => {
    expect(tileCspSource('https://{s}.Tile.Example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileCspSource('https://{s}.tile.example.org:8443/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org:8443');
  });

  it('is nothing without a usable template', () => {
    expect(tileCspSource(undefined)).toBeNull();
    expect(tileCspSource('')).toBeNull();
    expect(tileCspSource('https://tile.example.org/{q}.png')).toBeNull();
  });
});
