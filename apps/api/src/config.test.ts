import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has a default for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      JWT_EXPIRES_IN: '8h',
      IVA_RATE: 15,
      OPENAI_TIMEOUT_SECONDS: 60,
      ASSISTANT_MESSAGES_PER_DAY: 200,
      ASSISTANT_MAX_TOKENS: 1200,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'ochenta'],
    ['JWT_EXPIRES_IN', 'mañana'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['JWT_SECRET', 'corto'],
    ['ADMIN_EMAIL', 'no-es-correo'],
    ['SUPPORT_PHONE', 'sin número'],
    ['COMPANY_RUC', '1763154690001'],
    ['REDIS_URL', 'localhost:6379'],
    ['PUBLIC_URL', 'tienda.example.ec'],
    ['PUBLIC_URL', 'https://tienda.example.ec/tienda'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.300'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['SMTP_URL', 'correo.example.ec:587'],
    ['SMTP_URL', 'https://correo.example.ec'],
    ['MAIL_FROM', 'tienda'],
    ['MAIL_FROM', 'Tienda <no es correo>'],
    ['OPENAI_TIMEOUT_SECONDS', '0'],
    ['ASSISTANT_MESSAGES_PER_DAY', 'muchos'],
    ['ASSISTANT_MAX_TOKENS', '10'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      '::1',
    ]);
  });

  it('keeps only the origin of PUBLIC_URL', () => {
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://Tienda.Example.ec/' }).PUBLIC_URL).toBe(
      'https://tienda.example.ec',
    );
  });

  it('sends mail only when SMTP_URL is given, from MAIL_FROM', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: '' })).toMatchObject({
      SMTP_URL: undefined,
      MAIL_FROM: undefined,
    });
    for (const url of ['smtp://127.0.0.1:2525', 'smtps://tienda:clave@correo.example.ec:465']) {
      expect(loadConfig({ SMTP_URL: url }).SMTP_URL).toBe(url);
    }
    for (const from of ['ventas@example.ec', 'Química Andina <ventas@example.ec>']) {
      expect(loadConfig({ MAIL_FROM: ` ${from} ` }).MAIL_FROM).toBe(from);
    }
  });

  it('accepts the token lifetimes people write', () => {
    for (const value of ['15s', '30m', '8h', '7d', '2 hours']) {
      expect(loadConfig({ JWT_EXPIRES_IN: value }).JWT_EXPIRES_IN).toBe(value);
    }
  });
});
