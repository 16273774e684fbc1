import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where the ffmpeg that converts to MP3 came from. */
export type FfmpegSource = 'FFMPEG_PATH' | 'PATH' | 'npm';

export interface FfmpegBinary {
  /** What to spawn: an absolute path, or a command name found on PATH. */
  path: string;
  /** As ffmpeg prints it, e.g. 5.1.9-0+deb12u1. */
  version: string;
  source: FfmpegSource;
}

export class FfmpegNotFoundError extends Error {}

/** The version ffmpeg reports, or undefined when `command` cannot be run as ffmpeg. */
async function versionOf(command: string): Promise<string | undefined> {
  try {
    const { stdout } = await run(command, ['-hide_banner', '-version'], { timeout: 10_000 });
    return /^ffmpeg version (\S+)/m.exec(stdout)?.[1];
  } catch {
    return undefined;
  }
}

/** The static build that npm installed with @ffmpeg-installer/ffmpeg, if it has one for here. */
function npmFfmpegPath(): string | undefined {
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as {
      path: string;
    };
    return installer.path;
  } catch {
    // No build for this platform (the package throws), or the package is absent.
    return undefined;
  }
}

/**
 * The ffmpeg to use: FFMPEG_PATH when set (it must work), else the system's ffmpeg on PATH,
 * else the static build npm installed. The system's comes first because it is kept up to date by
 * the system's packages; npm's makes `npm install` enough on a machine with only Node.js.
 */
export async function locateFfmpeg(
  configured: string | undefined,
  candidates: { system?: string; npm?: string | undefined } = {},
): Promise<FfmpegBinary> {
  if (configured) {
    const version = await versionOf(configured);
    if (!version)
      throw new FfmpegNotFoundError(`FFMPEG_PATH=${configured} is not a working ffmpeg`);
    return { path: configured, version, source: 'FFMPEG_PATH' };
  }
  const system = candidates.system ?? 'ffmpeg';
  const systemVersion = await versionOf(system);
  if (systemVersion) return { path: system, version: systemVersion, source: 'PATH' };
  const npm = 'npm' in candidates ? candidates.npm : npmFfmpegPath();
  const npmVersion = npm && (await versionOf(npm));
  if (npm && npmVersion) return { path: npm, version: npmVersion, source: 'npm' };
  throw new FfmpegNotFoundError(
    'No ffmpeg found: install one (e.g. apt-get install ffmpeg), set FFMPEG_PATH, or run npm install',
  );
}
