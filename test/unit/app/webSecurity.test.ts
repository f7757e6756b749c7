import { describe, expect, it } from 'vitest';
import { parseWebArgs, PREFERRED_PORT } from '../../../main/app/parseWebArgs';
import { bearerToken, isAllowedHost, readCookie, tokensMatch } from '../../../main/app/webSecurity';
import { resolveDataDir } from '../../../main/system';
import { formatIssuePath } from '../../../shared/formatIssuePath';

describe('web security helpers', () => {
  it('allows only loopback hosts on our own port', () => {
    expect(isAllowedHost('127.0.0.1:4000', 4000)).toBe(true);
    expect(isAllowedHost('localhost:4000', 4000)).toBe(true);
    expect(isAllowedHost('127.0.0.1:4001', 4000)).toBe(false);
    expect(isAllowedHost('evil.example:4000', 4000)).toBe(false);
    expect(isAllowedHost('127.0.0.1', 4000)).toBe(false);
    expect(isAllowedHost(undefined, 4000)).toBe(false);
  });

  it('compares tokens exactly', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true);
    expect(tokensMatch('abc', 'abd')).toBe(false);
    expect(tokensMatch('abc', 'ab')).toBe(false);
    expect(tokensMatch('abc', undefined)).toBe(false);
  });

  it('reads bearer tokens and cookies', () => {
    expect(bearerToken('Bearer t0k')).toBe('t0k');
    expect(bearerToken('Basic t0k')).toBeUndefined();
    expect(readCookie('a=1; moot_token=xyz; b=2', 'moot_token')).toBe('xyz');
    expect(readCookie('a=1', 'moot_token')).toBeUndefined();
  });
});

describe('parseWebArgs', () => {
  it('defaults to the preferred port and opening the browser', () => {
    expect(parseWebArgs([])).toEqual({ port: PREFERRED_PORT, open: true });
  });
  it('reads --port and --no-open', () => {
    expect(parseWebArgs(['--port', '5123', '--no-open'])).toEqual({ port: 5123, open: false });
  });
  it('names the flag when the port is bad', () => {
    expect(() => parseWebArgs(['--port', 'http'])).toThrow(/--port/);
    expect(() => parseWebArgs(['--port', '70000'])).toThrow(/--port/);
  });
  it('rejects unknown flags', () => {
    expect(() => parseWebArgs(['--prot', '1'])).toThrow();
  });
});

describe('resolveDataDir', () => {
  it('honours MOOT_DATA_DIR', () => {
    expect(resolveDataDir({ MOOT_DATA_DIR: '/data/moot' }, 'linux')).toBe('/data/moot');
  });
  it('uses the per-platform user-data folder', () => {
    expect(resolveDataDir({ XDG_CONFIG_HOME: '/home/u/.config' }, 'linux')).toBe('/home/u/.config/Moot');
    expect(resolveDataDir({ APPDATA: 'C:\\Users\\u\\AppData\\Roaming' }, 'win32')).toMatch(/Roaming.Moot$/);
    expect(resolveDataDir({}, 'darwin')).toMatch(/Library\/Application Support\/Moot$/);
  });
});

describe('formatIssuePath', () => {
  it('reads like JSON access', () => {
    expect(formatIssuePath(['witnesses', 2, 'affidavit'])).toBe('witnesses[2].affidavit');
    expect(formatIssuePath([0, 'a'])).toBe('[0].a');
    expect(formatIssuePath([])).toBe('(root)');
  });
});
