import { describe, expect, it } from 'vitest';
import {
  isWithdrawal,
  parseReleaseArgs,
  parseWithdrawArgs,
  ReleaseArgsError,
} from './release-args';

describe('npm run release arguments', () => {
  it('reads a folder release published and promoted', () => {
    expect(
      parseReleaseArgs([
        '--to',
        '/srv/releases',
        '--publish',
        'https://staging.nomada.es/',
        '--promote',
        '--version',
        '2026.11.25-a1',
      ]),
    ).toEqual({
      to: '/srv/releases',
      baseUrl: '/releases',
      version: '2026.11.25-a1',
      publish: 'https://staging.nomada.es',
      promote: true,
      build: true,
    });
  });

  it('takes a bucket with the URL it is served at', () => {
    expect(
      parseReleaseArgs([
        '--to',
        's3://nomada-web/remotes',
        '--base-url',
        'https://cdn.nomada.es/remotes/',
        '--no-build',
      ]),
    ).toMatchObject({
      to: 's3://nomada-web/remotes',
      baseUrl: 'https://cdn.nomada.es/remotes',
      build: false,
    });
  });

  it('refuses what would publish something wrong, with one clear message each', () => {
    const cases: [string[], RegExp][] = [
      [[], /--to is required/],
      [['--to', 's3://Bad_Bucket'], /s3:\/\/bucket/],
      [['--to', 's3://nomada-web'], /--base-url is required/],
      [['--to', 'x', '--base-url', 'javascript:alert(1)'], /--base-url/],
      [['--to', 'x', '--version', '../up'], /--version/],
      [['--to', 'x', '--version', 'v'.repeat(65)], /--version/],
      [['--to', 'x', '--promote'], /--promote needs --publish/],
      [['--to', 'x', '--publish', 'https://gw.example/api'], /--publish/],
      [['--to', 'x', '--unknown'], /unknown/i],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseReleaseArgs(argv), argv.join(' ')).toThrow(ReleaseArgsError);
      expect(() => parseReleaseArgs(argv), argv.join(' ')).toThrow(message);
    }
  });
});

describe('npm run release -- --withdraw', () => {
  it('reads the version and the gateway, and nothing else', () => {
    const argv = ['--withdraw', '2026.11.25-a1', '--gateway', 'https://staging.nomada.es/'];
    expect(isWithdrawal(argv)).toBe(true);
    expect(isWithdrawal(['--to', '/srv/releases'])).toBe(false);
    expect(parseWithdrawArgs(argv)).toEqual({
      withdraw: '2026.11.25-a1',
      gateway: 'https://staging.nomada.es',
    });
  });

  it('refuses a bad version, a missing or odd gateway, and release options', () => {
    for (const argv of [
      ['--withdraw', '../x', '--gateway', 'https://g.example'],
      ['--withdraw', 'v1'],
      ['--withdraw', 'v1', '--gateway', 'https://g.example/api'],
      ['--withdraw', 'v1', '--gateway', 'https://g.example', '--promote'],
      ['--withdraw', 'v1', '--gateway', 'https://g.example', '--to', '/srv'],
    ])
      expect(() => parseWithdrawArgs(argv), argv.join(' ')).toThrow(ReleaseArgsError);
  });
});
