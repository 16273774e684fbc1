import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('video settings in loadConfig', () => {
  it('has defaults: 30 info and 10 downloads a minute, 3 hours, 4 conversions, 2 GB of MP3 files, 60 s idle, no trusted proxy', () => {
    const config = loadConfig({});
    expect(config.video).toEqual({
      infoPerMinute: 30,
      downloadsPerMinute: 10,
      maxDurationSeconds: 10_800,
      maxConcurrentTranscodes: 4,
      maxTranscodesPerClient: 2,
      tempMaxBytes: 2048 * 1024 * 1024,
      idleTimeoutMs: 60_000,
      ffmpegPath: undefined,
    });
    expect(config.trustProxy).toBe(false);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      VIDEO_INFO_PER_MINUTE: '60',
      VIDEO_DOWNLOADS_PER_MINUTE: '5',
      VIDEO_MAX_DURATION_SECONDS: '600',
      VIDEO_MAX_TRANSCODES: '1',
      VIDEO_MAX_TRANSCODES_PER_CLIENT: '1',
      VIDEO_TEMP_MAX_MB: '500',
      VIDEO_IDLE_TIMEOUT_SECONDS: '5',
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
    });
    expect(config.video).toEqual({
      infoPerMinute: 60,
      downloadsPerMinute: 5,
      maxDurationSeconds: 600,
      maxConcurrentTranscodes: 1,
      maxTranscodesPerClient: 1,
      tempMaxBytes: 500 * 1024 * 1024,
      idleTimeoutMs: 5_000,
      ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
    });
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', 'loopback'],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
    ['203.0.113.5,2001:db8::/32', '203.0.113.5, 2001:db8::/32'],
  ])('TRUST_PROXY=%j → %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['VIDEO_INFO_PER_MINUTE', '0'],
    ['VIDEO_DOWNLOADS_PER_MINUTE', 'lots'],
    ['VIDEO_MAX_TRANSCODES', '-1'],
    ['VIDEO_MAX_DURATION_SECONDS', '1.5'],
    ['VIDEO_TEMP_MAX_MB', '0'],
    ['VIDEO_TEMP_MAX_MB', '2GB'],
    ['TRUST_PROXY', 'everyone; rm -rf /'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'my-load-balancer'],
    ['TRUST_PROXY', '10.0.0.1/8/2'],
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });
});
