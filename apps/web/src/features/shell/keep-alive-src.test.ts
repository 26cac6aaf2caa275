import { describe, expect, it } from 'vitest';
import { keepAliveSrc } from './SessionKeeper';

describe('keepAliveSrc: the keep-alive image the config names', () => {
  it('puts a path on the API host (the app hosted on another origin) and adds the time stamp', () => {
    expect(keepAliveSrc('/api/keepalive', 7, 'https://api.bank.example')).toBe(
      'https://api.bank.example/api/keepalive?t=7',
    );
    expect(keepAliveSrc('/api/keepalive?a=1', 7, '')).toBe('/api/keepalive?a=1&t=7');
  });

  it('leaves an absolute or protocol-relative address as it is', () => {
    expect(keepAliveSrc('https://sso.bank.example/ping', 7, 'https://api.bank.example')).toBe(
      'https://sso.bank.example/ping?t=7',
    );
    expect(keepAliveSrc('//sso.bank.example/ping', 7, 'https://api.bank.example')).toBe('//sso.bank.example/ping?t=7');
  });
});
