import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { DEVELOPMENT_SECRET, DEVELOPMENT_STAFF_TOTP_KEY, EnvError, loadEnv } from './env';

const testRsaPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

describe('loadEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DEFAULT_PARTNER: 'aerovia',
      NODE_ENV: 'development',
      MAINTENANCE_MODE: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never as "trust any header"', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.example', '1.2.3']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('lists every bad variable at once', () => {
    let message = '';
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('LOG_LEVEL');
  });

  it('requires a session secret in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/CATALOG_SIGNING_SECRET: is required in production/);
    const vault = {
      CARD_VAULT_PRIVATE_KEY: testRsaPem,
      CARD_FINGERPRINT_SECRET: 'f'.repeat(32),
      PROCESSOR_SIGNING_SECRET: 'p'.repeat(32),
      CATALOG_SIGNING_SECRET: 'c'.repeat(32),
      STAFF_TOTP_KEY: 'a'.repeat(64),
    };
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), ...vault }).NODE_ENV).toBe('production');
  });

  it('reads the staff TOTP key: required in production, 32 bytes in hex or base64, previous keys for rotation', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/STAFF_TOTP_KEY: is required in production/);
    expect(loadEnv({}).STAFF_TOTP_KEY).toBe(DEVELOPMENT_STAFF_TOTP_KEY);
    expect(loadEnv({}).STAFF_TOTP_PREVIOUS_KEYS).toEqual([]);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadEnv({ STAFF_TOTP_KEY: base64 }).STAFF_TOTP_KEY).toBe(base64);
    expect(loadEnv({ STAFF_TOTP_PREVIOUS_KEYS: ` ${'b'.repeat(64)}, ${base64} ` }).STAFF_TOTP_PREVIOUS_KEYS).toEqual([
      'b'.repeat(64),
      base64,
    ]);
    expect(() => loadEnv({ STAFF_TOTP_KEY: 'too-short' })).toThrow(/STAFF_TOTP_KEY: must be 32 bytes/);
    expect(() => loadEnv({ STAFF_TOTP_PREVIOUS_KEYS: 'a'.repeat(63) })).toThrow(/STAFF_TOTP_PREVIOUS_KEYS: each key/);
  });

  it('resolves the session secret once: the development value outside production, else the one given', () => {
    expect(loadEnv({}).SESSION_SECRET).toBe(DEVELOPMENT_SECRET);
    expect(loadEnv({ NODE_ENV: 'test' }).SESSION_SECRET).toBe(DEVELOPMENT_SECRET);
    expect(loadEnv({ SESSION_SECRET: 'd'.repeat(32) }).SESSION_SECRET).toBe('d'.repeat(32));
    expect(() => loadEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });

  it('reads the map tile server, checked at start-up, with its attribution', () => {
    expect(loadEnv({}).MAP_TILE_URL).toBeUndefined();
    expect(loadEnv({ MAP_TILE_URL: '  ' }).MAP_TILE_URL).toBeUndefined();
    const env = loadEnv({
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
    });
    expect(env).toMatchObject({
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
    });
    expect(() => loadEnv({ MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_ATTRIBUTION: is required with MAP_TILE_URL/,
    );
    expect(() => loadEnv({ MAP_TILE_URL: 'tiles.example.org', MAP_TILE_ATTRIBUTION: 'x' })).toThrow(
      /MAP_TILE_URL: must be a tile template with \{z\}, \{x\} and \{y\}/,
    );
    expect(() => loadEnv({ MAP_TILE_ATTRIBUTION: '© Example Maps' })).toThrow(
      /MAP_TILE_ATTRIBUTION: is only used with MAP_TILE_URL/,
    );
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      CARD_VAULT_PRIVATE_KEY: testRsaPem,
      CARD_FINGERPRINT_SECRET: 'f'.repeat(32),
      PROCESSOR_SIGNING_SECRET: 'p'.repeat(32),
      CATALOG_SIGNING_SECRET: 'c'.repeat(32),
      STAFF_TOTP_KEY: 'a'.repeat(64),
      MAP_TILE_ATTRIBUTION: '© Example Maps',
    };
    expect(() => loadEnv({ ...production, MAP_TILE_URL: 'http://tile.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL: must be an https:\/\/ URL in production/,
    );
  });

  it('reads the ordering provider: the stand-in by default, or a checked template with its name', () => {
    expect(loadEnv({}).ORDERING_PROVIDER).toEqual({
      name: 'Forkpoint Order',
      url: '/ordering/{merchantId}',
    });
    expect(
      loadEnv({ ORDERING_PROVIDER_URL: 'https://order.example.com/r/{merchantId}', ORDERING_PROVIDER_NAME: 'Order Co' })
        .ORDERING_PROVIDER,
    ).toEqual({ name: 'Order Co', url: 'https://order.example.com/r/{merchantId}' });
    expect(() => loadEnv({ ORDERING_PROVIDER_URL: 'https://order.example.com/r/{merchantId}' })).toThrow(
      /ORDERING_PROVIDER_NAME: is required with ORDERING_PROVIDER_URL/,
    );
    expect(() => loadEnv({ ORDERING_PROVIDER_URL: 'https://order.example.com/', ORDERING_PROVIDER_NAME: 'X' })).toThrow(
      /ORDERING_PROVIDER_URL: must contain \{merchantId\}/,
    );
  });

  it('seeds demo data outside production by default, and refuses it in production with the reason', () => {
    expect(loadEnv({}).DEMO_DATA).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).DEMO_DATA).toBe(true);
    expect(loadEnv({ DEMO_DATA: 'off' }).DEMO_DATA).toBe(false);
    expect(loadEnv({ DEMO_DATA: 'on' }).DEMO_DATA).toBe(true);
    expect(() => loadEnv({ DEMO_DATA: 'sometimes' })).toThrow(/DEMO_DATA: must be on or off/);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      CARD_VAULT_PRIVATE_KEY: testRsaPem,
      CARD_FINGERPRINT_SECRET: 'f'.repeat(32),
      PROCESSOR_SIGNING_SECRET: 'p'.repeat(32),
      CATALOG_SIGNING_SECRET: 'c'.repeat(32),
      STAFF_TOTP_KEY: 'a'.repeat(64),
    };
    expect(loadEnv(production).DEMO_DATA).toBe(false);
    expect(loadEnv({ ...production, DEMO_DATA: 'off' }).DEMO_DATA).toBe(false);
    for (const on of ['on', 'true', '1']) {
      let message = '';
      try {
        loadEnv({ ...production, DEMO_DATA: on });
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        message = (error as Error).message;
      }
      expect(message, on).toMatch(/^ {2}DEMO_DATA: must be off in production: demo data seeds the README's accounts/m);
      expect(message, on).toContain('published passwords');
    }
  });

  it('reads boolean flags', () => {
    expect(loadEnv({ MAINTENANCE_MODE: 'true' }).MAINTENANCE_MODE).toBe(true);
    expect(loadEnv({ MAINTENANCE_MODE: '0' }).MAINTENANCE_MODE).toBe(false);
  });

  it('reads the card entry: the stand-in only outside production, secret keys of the mode the server runs in', () => {
    expect(loadEnv({}).CARD_ENTRY_PROVIDER).toBeUndefined();
    expect(loadEnv({ CARD_ENTRY_PROVIDER: '' }).CARD_ENTRY_PROVIDER).toBeUndefined();
    expect(loadEnv({ CARD_ENTRY_PROVIDER: 'stand-in' }).CARD_ENTRY_PROVIDER).toBe('stand-in');
    expect(() => loadEnv({ CARD_ENTRY_PROVIDER: 'stripe' })).toThrow(/CARD_ENTRY_PROVIDER: must be stand-in or unset/);
    expect(() => loadEnv({ NODE_ENV: 'production', CARD_ENTRY_PROVIDER: 'stand-in' })).toThrow(
      /CARD_ENTRY_PROVIDER: must be unset in production/,
    );
    expect(loadEnv({ CARD_ENTRY_SECRET_KEYS: '{"aerovia":"sk_test_12345678"}' }).CARD_ENTRY_SECRET_KEYS).toEqual({
      aerovia: 'sk_test_12345678',
    });
    expect(() => loadEnv({ CARD_ENTRY_SECRET_KEYS: '{"aerovia":"sk_live_12345678"}' })).toThrow(
      /CARD_ENTRY_SECRET_KEYS\.aerovia: is a live key \(sk_live_…\): live keys are used only when NODE_ENV=production/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', CARD_ENTRY_SECRET_KEYS: '{"aerovia":"sk_test_12345678"}' })).toThrow(
      /CARD_ENTRY_SECRET_KEYS\.aerovia: is a test key \(sk_test_…\): production uses live keys only/,
    );
    expect(() => loadEnv({ CARD_ENTRY_SECRET_KEYS: 'sk_test_1' })).toThrow(/must be a JSON object/);
  });
});
