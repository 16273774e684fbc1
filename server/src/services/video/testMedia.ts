/**
 * Test media made by ffmpeg at test time (nothing binary is committed), and ffprobe for checking
 * what the downloader produced. Used by the video tests only.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { locateFfmpeg } from './ffmpeg.ts';

const run = promisify(execFile);

/** The ffmpeg the server would use (the system's, else npm's): the tests run what users run. */
export const testFfmpegPath = async () => (await locateFfmpeg(process.env.FFMPEG_PATH)).path;

/** The system's ffprobe, else the static build of the @ffprobe-installer dev dependency. */
let ffprobePath: Promise<string> | undefined;
function locateFfprobe(): Promise<string> {
  return (ffprobePath ??= run('ffprobe', ['-version']).then(
    () => 'ffprobe',
    () => (createRequire(import.meta.url)('@ffprobe-installer/ffprobe') as { path: string }).path,
  ));
}

export interface TestMedia {
  dir: string;
  /** 3 s, 320x240 test picture with a 440 Hz tone: H.264 + AAC MP4 with faststart. */
  shortMp4: string;
  /** 40 s of tone only, AAC in MP4: a long source for the disconnect tests. */
  longAudio: string;
  cleanup(): Promise<void>;
}

export async function makeTestMedia(): Promise<TestMedia> {
  const dir = await mkdtemp(path.join(tmpdir(), 'video-test-'));
  const shortMp4 = path.join(dir, 'short.mp4');
  const longAudio = path.join(dir, 'long.m4a');
  const ffmpegPath = await testFfmpegPath();
  const ffmpeg = (args: string, output: string) =>
    run(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...args.split(' '), output]);
  await Promise.all([
    ffmpeg(
      '-f lavfi -i testsrc=duration=3:size=320x240:rate=25 -f lavfi -i sine=frequency=440:duration=3 ' +
        '-c:v libx264 -preset ultrafast -c:a aac -movflags +faststart -shortest',
      shortMp4,
    ),
    ffmpeg(
      '-f lavfi -i sine=frequency=330:duration=40 -c:a aac -b:a 96k -movflags +faststart',
      longAudio,
    ),
  ]);
  return { dir, shortMp4, longAudio, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export interface ProbeResult {
  format: { format_name: string; duration: string };
  streams: { codec_type: string; codec_name: string }[];
  /** ffprobe's own lines for the streams and format (for reports). */
  text: string;
}

/** ffprobe of a file or of bytes (written to a temporary file first). */
export async function ffprobe(input: string | Uint8Array, dir = tmpdir()): Promise<ProbeResult> {
  let file = typeof input === 'string' ? input : '';
  if (typeof input !== 'string') {
    file = path.join(
      dir,
      `probe-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    );
    await writeFile(file, input);
  }
  try {
    const ffprobe = await locateFfprobe();
    const [json, text] = await Promise.all([
      run(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]),
      run(ffprobe, [
        '-v',
        'error',
        '-show_entries',
        'format=format_name,duration:stream=codec_type,codec_name,sample_rate,bit_rate,width,height',
        '-of',
        'default=noprint_wrappers=1',
        file,
      ]),
    ]);
    return { ...(JSON.parse(json.stdout) as Omit<ProbeResult, 'text'>), text: text.stdout.trim() };
  } finally {
    if (typeof input !== 'string') await rm(file, { force: true });
  }
}
